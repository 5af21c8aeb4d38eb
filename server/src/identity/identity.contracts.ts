import { Query } from '@nestjs/cqrs';

export interface AccountStats {
  membersTotal: number;
  signupsLast7Days: number;
}

export class GetAccountStatsQuery extends Query<AccountStats> {}

/** The logged-in member as the session knows them (details come from GetCurrentUserQuery). */
export interface SessionMember {
  id: number;
  language?: string;
}
