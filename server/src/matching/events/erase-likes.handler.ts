import { AccountErased } from '../../identity/identity.contracts';
import {
  HandlesOutboxEvent,
  type OutboxDelivery,
  type OutboxEventHandler,
} from '../../shared/outbox/outbox-handler';
import { eraseLikesOf } from '../database/likes.repository';
import { eraseSwipesOf } from '../database/swipes.repository';

/** Erasure removes the member's likes and swipes, given and received. */
@HandlesOutboxEvent(AccountErased)
export class EraseLikesOnErasure implements OutboxEventHandler<AccountErased> {
  async handle(event: AccountErased, { manager }: OutboxDelivery): Promise<void> {
    await eraseLikesOf(manager, event.accountId);
    await eraseSwipesOf(manager, event.accountId);
  }
}
