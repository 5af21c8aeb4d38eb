import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { MemberDataPart } from '../../../shared/data-export/member-data-part';
import { readAccountData } from '../../database/account-data-export';
import { ExportAccountDataQuery } from './export-account-data.query';

@QueryHandler(ExportAccountDataQuery)
export class ExportAccountDataHandler implements IQueryHandler<ExportAccountDataQuery> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ accountId }: ExportAccountDataQuery): Promise<MemberDataPart> {
    return { documents: { 'account.json': await readAccountData(this.dataSource, accountId) } };
  }
}
