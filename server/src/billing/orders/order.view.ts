import type { PlacedOrder } from '../commands/place-order/place-order.command';
import type { OrderRow } from '../database/order.row';
import { paymentMethodName } from '../payments/payment-method-names';
import type { OrderAdminRow } from '../queries/admin/order-admin-row.response';
import type { Locale } from '../../shared/i18n/messages';
import type { OrderFields, OrderResponse, PlacedOrderResponse } from './order.response';

/** What every view of an order shows. */
function toOrderFields(order: OrderRow): OrderFields {
  return {
    id: order.id,
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

/** An order as the member sees it (docs/api.md, Billing), its method named in `locale`. */
export function toOrderView(order: OrderRow, locale: Locale): OrderResponse {
  return {
    ...toOrderFields(order),
    bundle_id: order.bundle_id,
    payment_method_name: paymentMethodName(order.payment_method, locale),
  };
}

/** An order as finance sees it in the admin console: the common fields with the account and the provider. */
export function toOrderAdminRow(order: OrderRow): OrderAdminRow {
  return {
    ...toOrderFields(order),
    account_id: order.account_id,
    country: order.country.trim(),
    provider: order.provider,
    provider_payment_id: order.provider_payment_id,
    refunded_at: order.refunded_at?.toISOString() ?? null,
  };
}

export function toPlacedOrderView({ order, checkoutUrl }: PlacedOrder, locale: Locale): PlacedOrderResponse {
  return { order: toOrderView(order, locale), checkout_url: checkoutUrl };
}
