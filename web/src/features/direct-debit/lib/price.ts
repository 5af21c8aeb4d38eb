import type { Discount as ApiDiscount } from '../../../api/discount-code';

/** What the price needs of a discount (bundles.php `discount`, discountcode.php `discount`). */
export type Discount = Pick<ApiDiscount, 'code' | 'percentage' | 'minimum'>;

export interface PricedBundle {
  /** list price in minor units */
  price: number;
  /** the server's price with the member's active discount (null without one) */
  discounted_price: number | null;
}

export interface Price {
  list: number;
  total: number;
  /** the discount that applies (null: none, or the bundle is below its minimum order value) */
  discount: Discount | null;
}

/** The server's rule (billing/domain/discounts.ts): a percentage off, rounded, never below 1. */
export function discountedAmount(amount: number, percentage: number): number {
  return Math.max(1, Math.round((amount * (100 - percentage)) / 100));
}

/**
 * What the bundle costs with `discount` (the code of the link, else the member's active discount).
 * The active discount's price comes from the server as it is; the server decides again on the order.
 */
export function priceOf(bundle: PricedBundle, discount: Discount | null, activeCode: string | null): Price {
  const list = bundle.price;
  if (!discount || list < discount.minimum) return { list, total: list, discount: null };
  const total =
    discount.code === activeCode && bundle.discounted_price !== null
      ? bundle.discounted_price
      : discountedAmount(list, discount.percentage);
  return { list, total, discount };
}

/** A code as it may come in the link ("kindred10 " → "KINDRED10"); null when nothing is left. */
export function normaliseCode(value: string | null): string | null {
  const code = (value ?? '').trim().toUpperCase();
  return code || null;
}

/** The bundle id of `?bundle=`: a positive integer, else null. */
export function parseBundleId(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
