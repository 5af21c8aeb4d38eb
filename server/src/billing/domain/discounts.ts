/** The time bonus of SPEC §3, §4, §9: 25% once, for unpaid members within 4 hours of signup. */
export const TIME_BONUS = { code: 'TIMEBONUS25', percentage: 25, windowSeconds: 4 * 60 * 60 } as const;
/**
 * The welcome discount (SPEC §9): 25% on the first purchase for 7 days after signup (our choice of the
 * "limited time", docs/decisions.md).
 */
export const WELCOME = { code: 'WELCOME25', percentage: 25, windowSeconds: 7 * 24 * 60 * 60 } as const;

/** The first-purchase offers: a member uses one of them, once. */
export const FIRST_PURCHASE_CODES: readonly string[] = [TIME_BONUS.code, WELCOME.code];

export interface Buyer {
  country: string;
  paidUser: boolean;
  signedUpAt: Date;
  /** Codes this member already used on an order (pending, completed or refunded). */
  usedCodes: readonly string[];
}

export interface StoredCode {
  code: string;
  percentage: number;
  minimum: number;
  country: string | null;
  active: boolean;
  /** Usable from then on (null: from its creation). */
  validFrom?: Date | null;
  validUntil: Date | null;
}

export interface Discount {
  code: string;
  percentage: number;
  /** Minimum order value in minor units of the buyer's currency (0: none). */
  minimum: number;
  country: string | null;
  kind: 'time_bonus' | 'welcome' | 'code';
  expiresAt: Date | null;
}

export type DiscountRefusal = 'code_not_found' | 'code_already_used' | 'code_minimum';

type FirstPurchaseOffer = typeof TIME_BONUS | typeof WELCOME;

/**
 * A first-purchase offer while it runs for this buyer, else null: it ends `windowSeconds` after signup,
 * with the first purchase, or once the buyer holds either offer.
 */
function firstPurchaseOfferFor(
  offer: FirstPurchaseOffer,
  buyer: Buyer,
  now: Date,
): Omit<Discount, 'country' | 'kind'> | null {
  const expiresAt = new Date(buyer.signedUpAt.getTime() + offer.windowSeconds * 1000);
  if (buyer.paidUser || now >= expiresAt || usedFirstPurchaseOffer(buyer)) return null;
  return { code: offer.code, percentage: offer.percentage, minimum: 0, expiresAt };
}

/** The time bonus while it runs for this buyer (in the buyer's country), else null. */
export function timeBonusFor(buyer: Buyer, now: Date): Discount | null {
  const offer = firstPurchaseOfferFor(TIME_BONUS, buyer, now);
  return offer && { ...offer, country: buyer.country, kind: 'time_bonus' };
}

/** The welcome code while the buyer may still use it on a first purchase (any country), else null. */
export function welcomeDiscountFor(buyer: Buyer, now: Date): Discount | null {
  const offer = firstPurchaseOfferFor(WELCOME, buyer, now);
  return offer && { ...offer, country: null, kind: 'welcome' };
}

/** Whether the buyer holds or used the time bonus or the welcome discount (either excludes both). */
export function usedFirstPurchaseOffer(buyer: Buyer): boolean {
  return buyer.usedCodes.some((code) => FIRST_PURCHASE_CODES.includes(code));
}

/** SPEC §4: the active discount is the time bonus if present, else the welcome code. */
export function activeDiscountFor(buyer: Buyer, now: Date): Discount | null {
  return timeBonusFor(buyer, now) ?? welcomeDiscountFor(buyer, now);
}

/**
 * Resolves a code the buyer typed for an order of `orderAmount` (null: just looking it up).
 * A code of another country is, for this buyer, a code that does not exist.
 */
export function resolveDiscount(
  typed: string,
  stored: StoredCode | null,
  buyer: Buyer,
  now: Date,
  orderAmount: number | null,
): Discount | DiscountRefusal {
  const code = typed.trim().toUpperCase();
  let discount: Discount | null;
  if (code === TIME_BONUS.code || code === WELCOME.code) {
    if (usedFirstPurchaseOffer(buyer)) return 'code_already_used';
    discount = code === TIME_BONUS.code ? timeBonusFor(buyer, now) : welcomeDiscountFor(buyer, now);
    if (!discount) return 'code_not_found';
  } else {
    const valid =
      stored &&
      stored.active &&
      (!stored.validFrom || stored.validFrom <= now) &&
      (!stored.validUntil || stored.validUntil > now) &&
      (!stored.country || stored.country === buyer.country);
    if (!valid) return 'code_not_found';
    if (buyer.usedCodes.includes(stored.code)) return 'code_already_used';
    discount = {
      code: stored.code,
      percentage: stored.percentage,
      minimum: stored.minimum,
      country: stored.country,
      kind: 'code',
      expiresAt: stored.validUntil,
    };
  }
  if (orderAmount !== null && orderAmount < discount.minimum) return 'code_minimum';
  return discount;
}

/** The price after a percentage off, in minor units, rounded to the nearest unit (never below 1). */
export function discountedAmount(amount: number, percentage: number): number {
  return Math.max(1, Math.round((amount * (100 - percentage)) / 100));
}
