import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../../../shared/clock/clock';
import { DataExportsRepository } from '../../database/data-exports.repository';
import { type DataExportResponse, dataExportResponse } from './data-export.response';
import { GetDataExportQuery } from './get-data-export.query';

@QueryHandler(GetDataExportQuery)
export class GetDataExportHandler implements IQueryHandler<GetDataExportQuery> {
  constructor(
    private readonly exports: DataExportsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ memberId }: GetDataExportQuery): Promise<DataExportResponse> {
    return dataExportResponse(await this.exports.latest(memberId), this.clock.now());
  }
}
