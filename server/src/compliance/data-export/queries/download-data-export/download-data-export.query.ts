import { Query } from '@nestjs/cqrs';

/**
 * The archive of one of the member's exports while it is ready: 404 for another member's or none,
 * 409 while it is prepared, 410 once expired.
 */
export class DownloadDataExportQuery extends Query<{ archive: Buffer; requestedAt: Date }> {
  constructor(
    readonly memberId: number,
    readonly exportId: string,
  ) {
    super();
  }
}
