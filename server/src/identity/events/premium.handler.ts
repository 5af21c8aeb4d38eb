import { Injectable } from '@nestjs/common';
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

/** Sets the account's paid_user to `paidUser` when billing's event comes. */
@Injectable()
abstract class SetPaidUser implements OutboxEventHandler<PremiumChanged> {
  protected abstract readonly paidUser: boolean;

  constructor(private readonly cache: AccountRowCache) {}

  async handle(event: PremiumChanged, { manager }: OutboxDelivery): Promise<void> {
    this.cache.writing(event.accountId);
    await setPaidUser(manager, event.accountId, this.paidUser);
  }
}

/** Lifetime premium after the first purchase (SPEC §1, §6): paid_user stays true for good. */
@HandlesOutboxEvent('PremiumGranted')
export class GrantPremium extends SetPaidUser {
  protected readonly paidUser = true;
}

/** Every purchase was refunded: premium was bought, so it goes with the money. */
@HandlesOutboxEvent('PremiumRevoked')
export class RevokePremium extends SetPaidUser {
  protected readonly paidUser = false;
}
