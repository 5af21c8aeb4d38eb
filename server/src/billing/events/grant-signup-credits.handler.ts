import { QueryBus } from '@nestjs/cqrs';
import { AccountRegistered } from '../../identity/identity.contracts';
import { Outbox } from '../../shared/outbox/outbox';
import {
  HandlesOutboxEvent,
  type OutboxDelivery,
  type OutboxEventHandler,
} from '../../shared/outbox/outbox-handler';
import { GetSiteSettingsByIdQuery } from '../../site/site.contracts';
import { CreditsGranted } from '../billing.contracts';
import { LedgerWriter } from '../database/ledger-writer';

/** The free signup messages (site setting signup_credits), granted once per account. */
@HandlesOutboxEvent(AccountRegistered)
export class GrantSignupCredits implements OutboxEventHandler<AccountRegistered> {
  constructor(
    private readonly ledger: LedgerWriter,
    private readonly queryBus: QueryBus,
    private readonly outbox: Outbox,
  ) {}

  async handle(event: AccountRegistered, { manager }: OutboxDelivery): Promise<void> {
    const site = await this.queryBus.execute(new GetSiteSettingsByIdQuery(event.siteId));
    if (site.signupCredits <= 0) return;
    const reference = `site:${event.siteId}`;
    // In the delivery's transaction, and under its own idempotency key: granted exactly once.
    const result = await this.ledger.appendWithin(manager, {
      accountId: event.accountId,
      kind: 'signup_bonus',
      amount: site.signupCredits,
      reference,
      idempotencyKey: `signup_bonus:${event.accountId}`,
      actor: 'system',
    });
    if (result.status === 'appended' && !result.replayed) {
      const granted = new CreditsGranted(
        event.accountId,
        site.signupCredits,
        'signup_bonus',
        reference,
        result.balance,
        result.at,
      );
      await this.outbox.add(manager, granted);
    }
  }
}
