import { Query } from '@nestjs/cqrs';
import type { DataExportResponse } from './data-export.response';

/** The member's newest data export and its state. */
export class GetDataExportQuery extends Query<DataExportResponse> {
  constructor(readonly memberId: number) {
    super();
  }
}
