import type { EntityManager } from 'typeorm';

/**
 * Erasure: every conversation the member was in goes, with its messages and both sides (they cascade),
 * in the delivery's transaction. The other member could no longer see it anyway (no card, no reply).
 */
export async function eraseConversationsOf(manager: EntityManager, accountId: number): Promise<void> {
  await manager.query(`DELETE FROM conversations WHERE $1 IN (member_low, member_high)`, [accountId]);
}
