import { Command } from '@nestjs/cqrs';
import type { DataExportResponse } from '../../queries/get-data-export/data-export.response';

/**
 * Asks for a copy of the member's data: answers the pending export, or the one requested within the last
 * minute, when there is one (requests at once make one export and use one of the day's requests), else a
 * new one whose archive a job builds; 429 past the daily number.
 */
export class RequestDataExportCommand extends Command<DataExportResponse> {
  constructor(readonly memberId: number) {
    super();
  }
}
