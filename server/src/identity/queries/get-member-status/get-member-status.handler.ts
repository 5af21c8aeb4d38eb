import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AccountReadsRepository } from '../../database/account-reads.repository';
import { GetMemberStatusQuery, type MemberStatus } from '../../identity.contracts';

/** Read through the session check's per-instance cache (kept current by the accounts row-change notices). */
@QueryHandler(GetMemberStatusQuery)
export class GetMemberStatusHandler implements IQueryHandler<GetMemberStatusQuery> {
  constructor(private readonly accounts: AccountReadsRepository) {}

  async execute(query: GetMemberStatusQuery): Promise<MemberStatus | null> {
    const account = await this.accounts.sessionCheck(query.accountId);
    if (!account) return null;
    return {
      accountId: account.id,
      status: account.status,
      paidUser: account.paid_user,
      invisible: account.invisible,
      deleted: account.deleted,
      banned: account.banned,
      siteId: account.site_id,
      signedUpAt: account.created_at,
    };
  }
}
