import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AccountsRepository } from '../../database/accounts.repository';
import { GetMemberStatusQuery, type MemberStatus } from '../../identity.contracts';

@QueryHandler(GetMemberStatusQuery)
export class GetMemberStatusHandler implements IQueryHandler<GetMemberStatusQuery> {
  constructor(private readonly accounts: AccountsRepository) {}

  async execute(query: GetMemberStatusQuery): Promise<MemberStatus | null> {
    const account = await this.accounts.findAny(query.accountId);
    if (!account) return null;
    return {
      accountId: account.id,
      status: account.status,
      paidUser: account.paidUser,
      invisible: account.invisible,
      deleted: account.deletedAt !== null,
      siteId: account.siteId,
      signedUpAt: account.createdAt,
    };
  }
}
