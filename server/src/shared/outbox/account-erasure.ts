import type { Type } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { OutboxDelivery, OutboxEventHandler } from './outbox-handler';

/** What an erasure handler reads of identity's AccountErased. */
interface ErasedAccount {
  accountId: number;
}

/** Erases rows a module keeps of an account, through the outbox delivery's transaction. */
export type AccountRowsEraser = (manager: EntityManager, accountId: number) => Promise<void>;

/**
 * The base of a module's AccountErased handler when all it erases is rows: the erasers run in order in
 * the delivery's transaction, so they are done exactly once, with the delivery. The class still names
 * its event: `@HandlesOutboxEvent(AccountErased) class EraseX extends ErasesAccountRows(eraseX) {}`.
 */
export function ErasesAccountRows(...erasers: AccountRowsEraser[]): Type<OutboxEventHandler<ErasedAccount>> {
  class AccountRowsErasure implements OutboxEventHandler<ErasedAccount> {
    async handle(event: ErasedAccount, { manager }: OutboxDelivery): Promise<void> {
      for (const erase of erasers) await erase(manager, event.accountId);
    }
  }
  return AccountRowsErasure;
}
