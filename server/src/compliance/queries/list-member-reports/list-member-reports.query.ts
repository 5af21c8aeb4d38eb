import { Query } from '@nestjs/cqrs';
import type { MemberReports } from './member-report.response';

/** What the moderators hold on one member: reports against their profile and reports they filed. */
export class ListMemberReportsQuery extends Query<MemberReports> {
  constructor(readonly accountId: number) {
    super();
  }
}
