import type { EntityManager } from 'typeorm';
import { AccountEntity } from './account.entity';

// Writes of identity's outbox handlers, in the delivery's transaction (marked done with it).

/** Identity's copy of the profile name, for greeting the member in account mails. */
export async function setDisplayName(manager: EntityManager, accountId: number, name: string): Promise<void> {
  await manager.update(AccountEntity, { id: accountId }, { displayName: name });
}

export async function setPaidUser(
  manager: EntityManager,
  accountId: number,
  paidUser: boolean,
): Promise<void> {
  await manager.update(AccountEntity, { id: accountId }, { paidUser });
}
