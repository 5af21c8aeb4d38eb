import type { EntityManager } from 'typeorm';
import { ERASED_DETAILS } from './direct-debit.transaction';

/**
 * The personal details billing holds of an account: the text messages sent to its phone, its direct
 * debit requests' details and its stored payment mandates. Ledger entries and orders stay (anonymous).
 */
export async function eraseBillingDetails(manager: EntityManager, accountId: number): Promise<void> {
  await manager.query(
    `DELETE FROM sms_outbox WHERE phone IN (SELECT phone FROM direct_debit_requests WHERE account_id = $1)`,
    [accountId],
  );
  await manager.query(`UPDATE direct_debit_requests SET ${ERASED_DETAILS} WHERE account_id = $1`, [
    accountId,
  ]);
  await manager.query(`DELETE FROM payment_mandates WHERE account_id = $1`, [accountId]);
}
