import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { MemberDataPart } from '../../../shared/data-export/member-data-part';
import { readBillingData } from '../../database/billing-data-export';
import { ExportBillingDataQuery } from './export-billing-data.query';

@QueryHandler(ExportBillingDataQuery)
export class ExportBillingDataHandler implements IQueryHandler<ExportBillingDataQuery> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  execute({ accountId }: ExportBillingDataQuery): Promise<MemberDataPart> {
    return readBillingData(this.dataSource, accountId);
  }
}
