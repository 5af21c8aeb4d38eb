import {
  HandlesOutboxEvent,
  type OutboxDelivery,
  type OutboxEventHandler,
} from '../../shared/outbox/outbox-handler';
import { setPaidUser } from '../database/account-event-writes';
import { AccountRowCache } from '../database/account-row.cache';

/** What identity reads of billing's PremiumGranted and PremiumRevoked (billing sits above identity). */
interface PremiumChanged {
  accountId: number;
}

/** Lifetime premium after the first purchase (SPEC §1, §6): paid_user stays true for good. */
@HandlesOutboxEvent('PremiumGranted')
export class GrantPremium implements OutboxEventHandler<PremiumChanged> {
  constructor(private readonly cache: AccountRowCache) {}

  async handle(event: PremiumChanged, { manager }: OutboxDelivery): Promise<void> {
    this.cache.writing(event.accountId);
    await setPaidUser(manager, event.accountId, true);
  }
}

/** Every purchase was refunded: premium was bought, so it goes with the money. */
@HandlesOutboxEvent('PremiumRevoked')
export class RevokePremium implements OutboxEventHandler<PremiumChanged> {
  constructor(private readonly cache: AccountRowCache) {}

  async handle(event: PremiumChanged, { manager }: OutboxDelivery): Promise<void> {
    this.cache.writing(event.accountId);
    await setPaidUser(manager, event.accountId, false);
  }
}
