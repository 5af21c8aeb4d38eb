import type { OrderStatus } from '../domain/order-statuses';

/** A row of `orders`; money in minor units of `currency`. */
export interface OrderRow {
  id: string;
  account_id: number;
  site_id: number;
  bundle_id: number;
  credits: number;
  country: string;
  currency: string;
  list_amount: number;
  amount: number;
  discount_code: string | null;
  discount_percentage: number;
  payment_method: string;
  provider: string;
  provider_payment_id: string | null;
  status: OrderStatus;
  repeat_of: string | null;
  created_at: Date;
  paid_at: Date | null;
  refunded_at: Date | null;
  /** Holds the member's one first-purchase offer (time bonus or welcome discount). */
  first_purchase_claim: boolean;
  /** Set when the order was paid back without the member asking. */
  refund_reason: string | null;
  direct_debit_request?: string | null;
  /** The idempotency key a repeat order was placed with (one order per member and key). */
  client_id?: string | null;
}

/** A stored card or mandate that repeat orders pay with. */
export interface MandateRow {
  mandate_id: string;
  payment_method: string;
  label: string;
}

export type NewOrder = Pick<
  OrderRow,
  | 'id'
  | 'account_id'
  | 'site_id'
  | 'bundle_id'
  | 'credits'
  | 'country'
  | 'currency'
  | 'list_amount'
  | 'amount'
  | 'discount_code'
  | 'discount_percentage'
  | 'payment_method'
  | 'provider'
  | 'repeat_of'
  | 'created_at'
  | 'first_purchase_claim'
> & { direct_debit_request: string | null; client_id: string | null };
