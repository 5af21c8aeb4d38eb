import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { MemberReportsReader } from '../../database/member-reports.reader';
import { ListMemberReportsQuery } from './list-member-reports.query';
import type { MemberReports } from './member-report.response';

const SHOWN = 50;

@QueryHandler(ListMemberReportsQuery)
export class ListMemberReportsHandler implements IQueryHandler<ListMemberReportsQuery> {
  constructor(private readonly reports: MemberReportsReader) {}

  async execute({ accountId }: ListMemberReportsQuery): Promise<MemberReports> {
    const [against, filed] = await Promise.all([
      this.reports.against(accountId, SHOWN),
      this.reports.filedBy(accountId, SHOWN),
    ]);
    return { against, filed };
  }
}
