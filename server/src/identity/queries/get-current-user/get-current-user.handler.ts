import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetCreditBalanceQuery } from '../../../billing/billing.contracts';
import { GetProfileSummaryQuery } from '../../../profiles/profiles.contracts';
import { GetSiteSettingsByIdQuery } from '../../../site/site.contracts';
import { AccountReadsRepository } from '../../database/account-reads.repository';
import { GetCurrentUserQuery } from './get-current-user.query';
import { toUserView, type UserView } from './user.view';

@QueryHandler(GetCurrentUserQuery)
export class GetCurrentUserHandler implements IQueryHandler<GetCurrentUserQuery, UserView | null> {
  constructor(
    private readonly accounts: AccountReadsRepository,
    private readonly queryBus: QueryBus,
  ) {}

  async execute(query: GetCurrentUserQuery): Promise<UserView | null> {
    const account = await this.accounts.current(query.accountId);
    if (!account) return null;
    const site = await this.queryBus.execute(new GetSiteSettingsByIdQuery(account.site_id));
    const [profile, credits] = await Promise.all([
      this.queryBus.execute(new GetProfileSummaryQuery(account.id, site.cdnPrefix)),
      this.queryBus.execute(new GetCreditBalanceQuery(account.id)),
    ]);
    return toUserView(account, profile, site.fictionalIcon, credits);
  }
}
