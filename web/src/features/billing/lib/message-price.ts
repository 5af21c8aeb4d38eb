/** What the price of a message is reckoned from: a bundle as offered (prices in minor units). */
export interface OfferedBundle {
  credits: number;
  currency: string;
  price: number;
  /** with the member's running discount, when the bundle reaches its minimum */
  discounted_price: number | null;
}

export interface MessagePrice {
  /** minor units of `currency` */
  amount: number;
  currency: string;
}

/**
 * The least a message costs with the bundles offered: the cheapest price per credit (with the member's
 * discount where it applies) times the credits a message costs (the site's message_credits), rounded to
 * the minor unit as the per-credit prices are. Null when it cannot be told truthfully: no bundles, no
 * known message cost, or bundles in more than one currency.
 */
export function cheapestMessagePrice(
  bundles: readonly OfferedBundle[],
  messageCredits: number | null | undefined,
): MessagePrice | null {
  if (!messageCredits || messageCredits <= 0 || bundles.length === 0) return null;
  const currency = bundles[0]!.currency;
  let cheapest = Infinity;
  for (const bundle of bundles) {
    if (bundle.currency !== currency || bundle.credits <= 0) return null;
    cheapest = Math.min(cheapest, (bundle.discounted_price ?? bundle.price) / bundle.credits);
  }
  return { amount: Math.max(1, Math.round(cheapest * messageCredits)), currency };
}
