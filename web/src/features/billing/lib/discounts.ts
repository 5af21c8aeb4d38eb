import type { Discount } from '../../../api/discount-code';
import { formatMoney } from '../../../lib/money';

export type { Discount };

/** What the price calculation needs of a bundle. */
export interface PricedBundle {
  price: number;
  /** the server's price with the member's active discount (null without one) */
  discounted_price: number | null;
}

export interface BundlePrice {
  /** list price in minor units */
  list: number;
  /** what the member pays */
  total: number;
  /** list − total */
  saving: number;
  /** the discount that applies to this bundle (null: none, or the order is below its minimum) */
  discount: Discount | null;
  /** a discount was chosen but the bundle is below its minimum order value */
  belowMinimum: boolean;
}

/** The server's rule (billing/domain/discounts.ts): a percentage off, rounded, never below 1. */
export function discountedAmount(amount: number, percentage: number): number {
  return Math.max(1, Math.round((amount * (100 - percentage)) / 100));
}

/**
 * The price of a bundle with `discount` (a typed code or the active discount). For the active discount
 * the server's `discounted_price` is used as it is; a typed code is applied by the same rule the
 * server uses, which decides again when the order is placed.
 */
export function priceOf(
  bundle: PricedBundle,
  discount: Discount | null,
  activeCode: string | null = null,
): BundlePrice {
  const list = bundle.price;
  if (!discount) return { list, total: list, saving: 0, discount: null, belowMinimum: false };
  if (list < discount.minimum) return { list, total: list, saving: 0, discount: null, belowMinimum: true };
  const total =
    discount.code === activeCode && bundle.discounted_price !== null
      ? bundle.discounted_price
      : discountedAmount(list, discount.percentage);
  return { list, total, saving: list - total, discount, belowMinimum: false };
}

/** The discount that counts: the code the member typed, else the active one (time bonus or welcome). */
export function chosenDiscount(typed: Discount | null, active: Discount | null): Discount | null {
  return typed ?? active;
}

/** A code as the member may type it ("kindred10 " → "KINDRED10"); empty when nothing is left. */
export function normaliseCode(value: string): string {
  return value.trim().toUpperCase();
}

/** Why the code leaves this price as it is (the bundle costs less than the code's minimum); null when it does not. */
export function belowMinimumNote(
  t: (key: string, options: Record<string, string>) => string,
  price: BundlePrice,
  discount: Discount | null,
  currency: string,
  language: string,
): string | null {
  if (!price.belowMinimum || !discount) return null;
  return t('discount.belowMinimum', {
    code: discount.code,
    minimum: formatMoney(discount.minimum, currency, language),
  });
}
