import type { OrderResponse } from './order.response';

/** An order as the member sees it (docs/api.md, Billing). */
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
  status: 'pending' | 'completed' | 'failed' | 'cancelled' | 'expired' | 'refunded';
  repeat_of: string | null;
  created_at: Date;
  paid_at: Date | null;
  refunded_at: Date | null;
  /** Holds the member's one first-purchase offer (time bonus or welcome discount). */
  first_purchase_claim: boolean;
  /** Set when the order was paid back without the member asking. */
  refund_reason: string | null;
}

export function toOrderView(order: OrderRow): OrderResponse {
  return {
    id: order.id,
    bundle_id: order.bundle_id,
    credits: order.credits,
    currency: order.currency.trim(),
    list_amount: order.list_amount,
    amount: order.amount,
    discount_code: order.discount_code,
    discount_percentage: order.discount_percentage,
    payment_method: order.payment_method,
    status: order.status,
    created_at: order.created_at.toISOString(),
    paid_at: order.paid_at?.toISOString() ?? null,
  };
}
