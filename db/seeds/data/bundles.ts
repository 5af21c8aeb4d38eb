import { COUNTRIES, COUNTRY_CODES, type CountryCode, type Currency } from './countries';

/** The credit bundles every demo site sells; 25 credits is marked as the popular choice. */
export const BUNDLES = [
  { credits: 10, sort: 10, popular: false },
  { credits: 25, sort: 20, popular: true },
  { credits: 60, sort: 30, popular: false },
  { credits: 150, sort: 40, popular: false },
] as const;

/** Price of each bundle (by credits) in minor units, per currency: rounded local price points. */
const PRICES: Record<Currency, Record<(typeof BUNDLES)[number]['credits'], number>> = {
  EUR: { 10: 999, 25: 1999, 60: 3999, 150: 7999 },
  GBP: { 10: 899, 25: 1799, 60: 3499, 150: 6999 },
  USD: { 10: 1099, 25: 2199, 60: 4399, 150: 8799 },
  CHF: { 10: 1090, 25: 2190, 60: 4290, 150: 8490 },
  PLN: { 10: 4499, 25: 8999, 60: 17999, 150: 35999 },
  CAD: { 10: 1499, 25: 2999, 60: 5999, 150: 11999 },
  AUD: { 10: 1599, 25: 3199, 60: 6399, 150: 12799 },
  NZD: { 10: 1699, 25: 3399, 60: 6799, 150: 13599 },
};

export interface BundlePrice {
  credits: number;
  country: CountryCode;
  currency: Currency;
  amount: number;
}

export const BUNDLE_PRICES: readonly BundlePrice[] = BUNDLES.flatMap((bundle) =>
  COUNTRY_CODES.map((country) => {
    const currency = COUNTRIES[country].currency;
    return { credits: bundle.credits, country, currency, amount: PRICES[currency][bundle.credits] };
  }),
);

/** Demo discount codes (SPEC §3: code, percentage, minimum, country). */
export const DISCOUNT_CODES = [
  { code: 'KINDRED10', percentage: 10, minimum: 0, country: null },
  { code: 'HOLLAND20', percentage: 20, minimum: 1999, country: 'NL' },
  { code: 'BERLIN15', percentage: 15, minimum: 0, country: 'DE' },
] as const;

/**
 * minimum_message_costs for a site ({"NL":{"costs":53,"currency":"EUR"}, ...}): the least a message of
 * `messageCredits` credits costs with the bundles sold in each country it serves, the cheapest price per
 * credit times `messageCredits`, rounded to the minor unit as the member app's "Messages from" reckons it
 * (web/src/features/billing/lib/message-price.ts), so the setting and the bundles agree.
 */
export function minimumMessageCosts(
  countries: readonly CountryCode[],
  messageCredits: number,
): Record<string, { costs: number; currency: Currency }> {
  const costs: Record<string, { costs: number; currency: Currency }> = {};
  for (const country of countries) {
    const perCredit = Math.min(
      ...BUNDLE_PRICES.filter((price) => price.country === country).map((price) => price.amount / price.credits),
    );
    costs[country] = {
      costs: Math.max(1, Math.round(perCredit * messageCredits)),
      currency: COUNTRIES[country].currency,
    };
  }
  return costs;
}
