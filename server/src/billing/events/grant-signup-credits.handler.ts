import { EventBus, EventsHandler, type IEventHandler, QueryBus } from '@nestjs/cqrs';
import { Logger } from '@nestjs/common';
import { AccountRegistered } from '../../identity/identity.contracts';
import { GetSiteSettingsByIdQuery } from '../../site/site.contracts';
import { CreditsGranted } from '../billing.contracts';
import { LedgerWriter } from '../ledger/ledger-writer';

/** The free signup messages (site setting signup_credits), granted once per account. */
@EventsHandler(AccountRegistered)
export class GrantSignupCredits implements IEventHandler<AccountRegistered> {
  private readonly logger = new Logger(GrantSignupCredits.name);

  constructor(
    private readonly ledger: LedgerWriter,
    private readonly queryBus: QueryBus,
    private readonly eventBus: EventBus,
  ) {}

  async handle(event: AccountRegistered): Promise<void> {
    try {
      const site = await this.queryBus.execute(new GetSiteSettingsByIdQuery(event.siteId));
      if (site.signupCredits <= 0) return;
      const result = await this.ledger.append({
        accountId: event.accountId,
        kind: 'signup_bonus',
        amount: site.signupCredits,
        reference: `site:${event.siteId}`,
        idempotencyKey: `signup_bonus:${event.accountId}`,
        actor: 'system',
      });
      if (result.status === 'appended' && !result.replayed) {
        this.eventBus.publish(
          new CreditsGranted(
            event.accountId,
            site.signupCredits,
            'signup_bonus',
            `site:${event.siteId}`,
            result.balance,
            result.at,
          ),
        );
      }
    } catch (error) {
      this.logger.error(`signup credits for account ${event.accountId} failed`, error as Error);
    }
  }
}
