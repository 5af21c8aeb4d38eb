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
}

export const COUNTRIES: Record<CountryCode, CountryInfo> = {
  NL: {
    code: 'NL',
    name: 'Nederland',
    currency: 'EUR',
    regionLabel: 'province',
    languages: [['nl', 1]],
    memberWeight: 16,
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
  },
  DE: {
    code: 'DE',
    name: 'Deutschland',
    currency: 'EUR',
    regionLabel: 'state',
    languages: [['de', 1]],
    memberWeight: 16,
  },
  AT: {
    code: 'AT',
    name: 'Österreich',
    currency: 'EUR',
    regionLabel: 'state',
    languages: [['de', 1]],
    memberWeight: 4,
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
  },
  FR: {
    code: 'FR',
    name: 'France',
    currency: 'EUR',
    regionLabel: 'region',
    languages: [['fr', 1]],
    memberWeight: 6,
  },
  IT: {
    code: 'IT',
    name: 'Italia',
    currency: 'EUR',
    regionLabel: 'province',
    languages: [['it', 1]],
    memberWeight: 5,
  },
  ES: {
    code: 'ES',
    name: 'España',
    currency: 'EUR',
    regionLabel: 'province',
    languages: [['es', 1]],
    memberWeight: 5,
  },
  PL: {
    code: 'PL',
    name: 'Polska',
    currency: 'PLN',
    regionLabel: 'voivodeship',
    languages: [['pl', 1]],
    memberWeight: 4,
  },
  GB: {
    code: 'GB',
    name: 'United Kingdom',
    currency: 'GBP',
    regionLabel: 'region',
    languages: [['en', 1]],
    memberWeight: 14,
  },
  IE: {
    code: 'IE',
    name: 'Éire / Ireland',
    currency: 'EUR',
    regionLabel: 'province',
    languages: [['en', 1]],
    memberWeight: 2,
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
  },
  AU: {
    code: 'AU',
    name: 'Australia',
    currency: 'AUD',
    regionLabel: 'state',
    languages: [['en', 1]],
    memberWeight: 3,
  },
  NZ: {
    code: 'NZ',
    name: 'New Zealand / Aotearoa',
    currency: 'NZD',
    regionLabel: 'province',
    languages: [['en', 1]],
    memberWeight: 2,
  },
};

export function isCountryCode(value: string): value is CountryCode {
  return (COUNTRY_CODES as readonly string[]).includes(value);
}
