import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AccountEntity } from '../../database/account.entity';
import { GetMemberStatusQuery, type MemberStatus } from '../../identity.contracts';

@QueryHandler(GetMemberStatusQuery)
export class GetMemberStatusHandler implements IQueryHandler<GetMemberStatusQuery, MemberStatus | null> {
  constructor(@InjectRepository(AccountEntity) private readonly accounts: Repository<AccountEntity>) {}

  async execute(query: GetMemberStatusQuery): Promise<MemberStatus | null> {
    const account = await this.accounts.findOneBy({ id: query.accountId });
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
