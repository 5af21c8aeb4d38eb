import { ApiProperty } from '@nestjs/swagger';
import type { DataExportRow } from '../../database/data-exports.repository';
import { type DataExportState, downloadPath, exportState } from '../../domain/data-export-rules';

/** One data export as the member sees it. */
export class DataExportDto {
  id: string;
  @ApiProperty({ enum: ['preparing', 'ready', 'expired', 'failed'] })
  state: DataExportState;
  requested_at: string;
  @ApiProperty({ type: String, nullable: true })
  ready_at: string | null;
  @ApiProperty({ type: String, nullable: true })
  expires_at: string | null;
  /** The archive's size in bytes once ready. */
  @ApiProperty({ type: Number, nullable: true })
  size: number | null;
  /** Where the archive downloads (with the member's session) while it is ready; else null. */
  @ApiProperty({ type: String, nullable: true })
  download_url: string | null;
}

/** `GET` and `POST /api/data-export.php`: the member's newest export (null: none yet). */
export class DataExportResponse {
  @ApiProperty({ type: DataExportDto, nullable: true })
  export: DataExportDto | null;
}

export function dataExportResponse(row: DataExportRow | null, now: Date): DataExportResponse {
  if (!row) return { export: null };
  const state = exportState(row, now);
  return {
    export: {
      id: row.id,
      state,
      requested_at: row.requested_at.toISOString(),
      ready_at: row.ready_at?.toISOString() ?? null,
      expires_at: row.expires_at?.toISOString() ?? null,
      size: row.size_bytes,
      download_url: state === 'ready' ? downloadPath(row.id) : null,
    },
  };
}
