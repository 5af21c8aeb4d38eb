import { AccountErased } from '../../identity/identity.contracts';
import { ERASED_DETAILS } from '../database/direct-debit.transaction';
import {
  HandlesOutboxEvent,
  type OutboxDelivery,
  type OutboxEventHandler,
} from '../../shared/outbox/outbox-handler';

/**
 * An erased account keeps its ledger entries and orders (anonymous: only an account number) for finance;
 * the personal details of its direct debits and the text messages sent to it go.
 */
@HandlesOutboxEvent(AccountErased)
export class EraseBillingDetails implements OutboxEventHandler<AccountErased> {
  async handle(event: AccountErased, { manager }: OutboxDelivery): Promise<void> {
    await manager.query(
      `DELETE FROM sms_outbox WHERE phone IN (SELECT phone FROM direct_debit_requests WHERE account_id = $1)`,
      [event.accountId],
    );
    await manager.query(`UPDATE direct_debit_requests SET ${ERASED_DETAILS} WHERE account_id = $1`, [
      event.accountId,
    ]);
    await manager.query(`DELETE FROM payment_mandates WHERE account_id = $1`, [event.accountId]);
  }
}
