/** The 15 countries Kindred serves (SPEC §9) with what the seed needs to know about each. */

export const COUNTRY_CODES = [
  'NL',
  'BE',
  'DE',
  'AT',
  'CH',
  'FR',
  'IT',
  'ES',
  'PL',
  'GB',
  'IE',
  'US',
  'CA',
  'AU',
  'NZ',
] as const;

export type CountryCode = (typeof COUNTRY_CODES)[number];

export const LANGUAGES = ['en', 'de', 'es', 'fr', 'it', 'nl', 'pl'] as const;
export type Language = (typeof LANGUAGES)[number];

export type Currency = 'EUR' | 'GBP' | 'USD' | 'CHF' | 'PLN' | 'CAD' | 'AUD' | 'NZD';

export type RegionLabel = 'province' | 'state' | 'region' | 'canton' | 'voivodeship';

export interface CountryInfo {
  code: CountryCode;
  name: string;
  currency: Currency;
  /** What a first-level subdivision is called (SPEC §3). */
  regionLabel: RegionLabel;
  /** Languages offered in this country (SPEC §9), with how often a demo member speaks each. */
  languages: readonly (readonly [Language, number])[];
  /** Relative share of the demo members living here. */
  memberWeight: number;
  /** Minimum cost of one message in minor units of the currency, shown on the pricing pages. */
  minimumMessageCost: number;
}

export const COUNTRIES: Record<CountryCode, CountryInfo> = {
  NL: {
    code: 'NL',
    name: 'Nederland',
    currency: 'EUR',
    regionLabel: 'province',
    languages: [['nl', 1]],
    memberWeight: 16,
    minimumMessageCost: 99,
  },
  BE: {
    code: 'BE',
    name: 'België / Belgique',
    currency: 'EUR',
    regionLabel: 'province',
    languages: [
      ['nl', 6],
      ['fr', 4],
      ['de', 0.2],
    ],
    memberWeight: 5,
    minimumMessageCost: 99,
  },
  DE: {
    code: 'DE',
    name: 'Deutschland',
    currency: 'EUR',
    regionLabel: 'state',
    languages: [['de', 1]],
    memberWeight: 16,
    minimumMessageCost: 99,
  },
  AT: {
    code: 'AT',
    name: 'Österreich',
    currency: 'EUR',
    regionLabel: 'state',
    languages: [['de', 1]],
    memberWeight: 4,
    minimumMessageCost: 99,
  },
  CH: {
    code: 'CH',
    name: 'Schweiz / Suisse / Svizzera',
    currency: 'CHF',
    regionLabel: 'canton',
    languages: [
      ['de', 6],
      ['fr', 2.5],
      ['it', 0.8],
      ['en', 0.7],
    ],
    memberWeight: 4,
    minimumMessageCost: 119,
  },
  FR: {
    code: 'FR',
    name: 'France',
    currency: 'EUR',
    regionLabel: 'region',
    languages: [['fr', 1]],
    memberWeight: 6,
    minimumMessageCost: 99,
  },
  IT: {
    code: 'IT',
    name: 'Italia',
    currency: 'EUR',
    regionLabel: 'province',
    languages: [['it', 1]],
    memberWeight: 5,
    minimumMessageCost: 89,
  },
  ES: {
    code: 'ES',
    name: 'España',
    currency: 'EUR',
    regionLabel: 'province',
    languages: [['es', 1]],
    memberWeight: 5,
    minimumMessageCost: 89,
  },
  PL: {
    code: 'PL',
    name: 'Polska',
    currency: 'PLN',
    regionLabel: 'voivodeship',
    languages: [['pl', 1]],
    memberWeight: 4,
    minimumMessageCost: 399,
  },
  GB: {
    code: 'GB',
    name: 'United Kingdom',
    currency: 'GBP',
    regionLabel: 'region',
    languages: [['en', 1]],
    memberWeight: 14,
    minimumMessageCost: 89,
  },
  IE: {
    code: 'IE',
    name: 'Éire / Ireland',
    currency: 'EUR',
    regionLabel: 'province',
    languages: [['en', 1]],
    memberWeight: 2,
    minimumMessageCost: 99,
  },
  US: {
    code: 'US',
    name: 'United States',
    currency: 'USD',
    regionLabel: 'state',
    languages: [
      ['en', 8.5],
      ['es', 1.5],
    ],
    memberWeight: 15,
    minimumMessageCost: 99,
  },
  CA: {
    code: 'CA',
    name: 'Canada',
    currency: 'CAD',
    regionLabel: 'province',
    languages: [
      ['en', 7.5],
      ['fr', 2.5],
    ],
    memberWeight: 4,
    minimumMessageCost: 139,
  },
  AU: {
    code: 'AU',
    name: 'Australia',
    currency: 'AUD',
    regionLabel: 'state',
    languages: [['en', 1]],
    memberWeight: 3,
    minimumMessageCost: 149,
  },
  NZ: {
    code: 'NZ',
    name: 'New Zealand / Aotearoa',
    currency: 'NZD',
    regionLabel: 'province',
    languages: [['en', 1]],
    memberWeight: 2,
    minimumMessageCost: 159,
  },
};

export function isCountryCode(value: string): value is CountryCode {
  return (COUNTRY_CODES as readonly string[]).includes(value);
}

/** minimum_message_costs for a site: {"NL":{"costs":99,"currency":"EUR"}, ...} for the countries it serves. */
export function minimumMessageCosts(
  countries: readonly CountryCode[],
): Record<string, { costs: number; currency: Currency }> {
  const costs: Record<string, { costs: number; currency: Currency }> = {};
  for (const code of countries) {
    costs[code] = { costs: COUNTRIES[code].minimumMessageCost, currency: COUNTRIES[code].currency };
  }
  return costs;
}
