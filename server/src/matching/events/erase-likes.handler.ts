import { AccountErased } from '../../identity/identity.contracts';
import { ErasesAccountRows } from '../../shared/outbox/account-erasure';
import { HandlesOutboxEvent } from '../../shared/outbox/outbox-handler';
import { eraseLikesOf } from '../database/likes.repository';
import { eraseSwipesOf } from '../database/swipes.repository';

/** Erasure removes the member's likes and swipes, given and received. */
@HandlesOutboxEvent(AccountErased)
export class EraseLikesOnErasure extends ErasesAccountRows(eraseLikesOf, eraseSwipesOf) {}
