import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { MemberDataPart } from '../../../shared/data-export/member-data-part';
import { AccountDataExportReader } from '../../database/account-data-export';
import { ExportAccountDataQuery } from './export-account-data.query';

@QueryHandler(ExportAccountDataQuery)
export class ExportAccountDataHandler implements IQueryHandler<ExportAccountDataQuery> {
  constructor(private readonly reader: AccountDataExportReader) {}

  async execute({ accountId }: ExportAccountDataQuery): Promise<MemberDataPart> {
    return { documents: { 'account.json': await this.reader.read(accountId) } };
  }
}
