import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../../../shared/clock/clock';
import { ApiError } from '../../../../shared/errors/api-error';
import { DataExportsRepository } from '../../database/data-exports.repository';
import { exportState } from '../../domain/data-export-rules';
import { DownloadDataExportQuery } from './download-data-export.query';

@QueryHandler(DownloadDataExportQuery)
export class DownloadDataExportHandler implements IQueryHandler<DownloadDataExportQuery> {
  constructor(
    private readonly exports: DataExportsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({
    memberId,
    exportId,
  }: DownloadDataExportQuery): Promise<{ archive: Buffer; requestedAt: Date }> {
    const found = await this.exports.find(exportId);
    // Another member's export answers as none at all.
    if (!found || found.account_id !== memberId)
      throw ApiError.notFound('data_export_not_found', 'dataExport.not_found');
    const state = exportState(found, this.clock.now());
    if (state === 'preparing') throw new ApiError(409, 'data_export_not_ready', 'dataExport.not_ready');
    if (state !== 'ready') throw new ApiError(410, 'data_export_expired', 'dataExport.expired');
    const archive = await this.exports.archive(exportId, memberId);
    if (!archive) throw new ApiError(410, 'data_export_expired', 'dataExport.expired');
    return { archive, requestedAt: found.requested_at };
  }
}
