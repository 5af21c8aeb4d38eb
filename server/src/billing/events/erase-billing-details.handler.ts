import { AccountErased } from '../../identity/identity.contracts';
import { ErasesAccountRows } from '../../shared/outbox/account-erasure';
import { HandlesOutboxEvent } from '../../shared/outbox/outbox-handler';
import { eraseBillingDetails } from '../database/billing-erasure';

/**
 * An erased account keeps its ledger entries and orders (anonymous: only an account number) for finance;
 * the personal details of its direct debits and the text messages sent to it go.
 */
@HandlesOutboxEvent(AccountErased)
export class EraseBillingDetails extends ErasesAccountRows(eraseBillingDetails) {}
