import type { PaymentMethod } from '../domain/payment-methods';
import type { Discount } from '../domain/discounts';
import type { DiscountResponse, TimeBonusResponse } from './discount.response';

/** A discount as /api/discountcode.php and /api/timebonus.php answer it (SPEC §3 Discount code, Time bonus). */
export function toDiscountView(discount: Discount): DiscountResponse {
  return {
    code: discount.code,
    percentage: discount.percentage,
    minimum: discount.minimum,
    country: discount.country,
    kind: discount.kind,
    expires: discount.expiresAt?.toISOString() ?? null,
  };
}

/** The time bonus object of SPEC §3 (the client adds isVisible and the countdown). */
export function toTimeBonusView(
  discount: Discount,
  accountId: number,
  currency: string | null,
  paymentMethods: readonly PaymentMethod[],
  now: Date,
): TimeBonusResponse {
  return {
    code: discount.code,
    country: discount.country,
    user_id: accountId,
    expires: discount.expiresAt!.toISOString(),
    value_percentage: discount.percentage,
    currency,
    minimum_order_value: discount.minimum,
    status: 'active',
    validity: 'once-per-user',
    expired: discount.expiresAt! <= now,
    paymentmethods: [...paymentMethods],
    seconds_left: Math.max(0, Math.floor((discount.expiresAt!.getTime() - now.getTime()) / 1000)),
  };
}
