import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetCreditBalanceQuery } from '../../../billing/billing.contracts';
import { GetCurrentAccountQuery } from '../../../identity/identity.contracts';
import { GetProfileSummaryQuery } from '../../../profiles/profiles.contracts';
import { GetSiteSettingsByIdQuery } from '../../../site/site.contracts';
import { GetCurrentUserQuery } from './get-current-user.query';
import { toUserResponse, type UserResponse } from './user.response';

/** Combines identity's account, profiles' summary and billing's balance: so it sits above all three. */
@QueryHandler(GetCurrentUserQuery)
export class GetCurrentUserHandler implements IQueryHandler<GetCurrentUserQuery> {
  constructor(private readonly queryBus: QueryBus) {}

  async execute(query: GetCurrentUserQuery): Promise<UserResponse | null> {
    const account =
      query.account ?? (await this.queryBus.execute(new GetCurrentAccountQuery(query.accountId)));
    if (!account) return null;
    const site = await this.queryBus.execute(new GetSiteSettingsByIdQuery(account.site_id));
    const [profile, credits] = await Promise.all([
      this.queryBus.execute(new GetProfileSummaryQuery(account.id, site.cdnPrefix)),
      this.queryBus.execute(new GetCreditBalanceQuery(account.id)),
    ]);
    return toUserResponse(account, profile, site.fictionalIcon, credits);
  }
}
