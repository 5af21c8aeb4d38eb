import { InjectQueue } from '@nestjs/bull';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Queue } from 'bull';
import { CLOCK, type Clock } from '../../../../shared/clock/clock';
import { QUEUES } from '../../../../shared/queues/queue-names';
import { DataExportsRepository } from '../../database/data-exports.repository';
import { BUILD_DATA_EXPORT_JOB, type BuildDataExportJob } from '../../jobs/build-data-export.processor';
import {
  type DataExportResponse,
  dataExportResponse,
} from '../../queries/get-data-export/data-export.response';
import { RequestDataExportCommand } from './request-data-export.command';

@CommandHandler(RequestDataExportCommand)
export class RequestDataExportHandler implements ICommandHandler<RequestDataExportCommand> {
  constructor(
    private readonly exports: DataExportsRepository,
    @InjectQueue(QUEUES.dataExport) private readonly queue: Queue<BuildDataExportJob>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ memberId }: RequestDataExportCommand): Promise<DataExportResponse> {
    const { row } = await this.exports.request(memberId);
    // Queued again for a pending export too: the job id makes that a no-op unless the first add was lost.
    // An export answered again once built (or failed) has nothing left to queue.
    if (row.status === 'pending') {
      await this.queue.add(BUILD_DATA_EXPORT_JOB, { exportId: row.id }, { jobId: `data-export:${row.id}` });
    }
    return dataExportResponse(row, this.clock.now());
  }
}
