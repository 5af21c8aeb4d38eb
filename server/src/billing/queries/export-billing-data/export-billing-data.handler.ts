import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { MemberDataPart } from '../../../shared/data-export/member-data-part';
import { BillingDataExportReader } from '../../database/billing-data-export';
import { ExportBillingDataQuery } from './export-billing-data.query';

@QueryHandler(ExportBillingDataQuery)
export class ExportBillingDataHandler implements IQueryHandler<ExportBillingDataQuery> {
  constructor(private readonly reader: BillingDataExportReader) {}

  execute({ accountId }: ExportBillingDataQuery): Promise<MemberDataPart> {
    return this.reader.read(accountId);
  }
}
