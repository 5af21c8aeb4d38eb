import type { PlacedOrder } from '../commands/place-order/place-order.command';
import type { OrderRow } from '../database/order.row';
import type { OrderAdminRow } from '../queries/admin/order-admin-row.response';
import type { OrderResponse, PlacedOrderResponse } from './order.response';

/** An order as the member sees it (docs/api.md, Billing). */
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

/** An order as finance sees it in the admin console: the member's view with the account and the provider. */
export function toOrderAdminRow(order: OrderRow): OrderAdminRow {
  const { bundle_id: _bundle, ...fields } = toOrderView(order);
  return {
    ...fields,
    account_id: order.account_id,
    country: order.country.trim(),
    provider: order.provider,
    provider_payment_id: order.provider_payment_id,
    refunded_at: order.refunded_at?.toISOString() ?? null,
  };
}

export function toPlacedOrderView({ order, checkoutUrl }: PlacedOrder): PlacedOrderResponse {
  return { order: toOrderView(order), checkout_url: checkoutUrl };
}
