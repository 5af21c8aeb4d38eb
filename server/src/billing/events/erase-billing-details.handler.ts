import { AccountErased } from '../../identity/identity.contracts';
import { eraseBillingDetails } from '../database/billing-erasure';
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
    await eraseBillingDetails(manager, event.accountId);
  }
}
