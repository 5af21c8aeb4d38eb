import { createECDH, createPublicKey, createPrivateKey, createSign, createVerify } from 'node:crypto';
import { aboutText } from './data/about';
import { BUNDLE_PRICES } from './data/bundles';
import { COUNTRIES, COUNTRY_CODES, LANGUAGES } from './data/countries';
import { INTERESTS } from './data/interests';
import { namePool } from './data/names';
import { REGIONS, regionsOf } from './data/regions';
import { SITES } from './data/sites';
import {
  ageOn,
  BODY_TYPES,
  demoLoginMember,
  demoMemberEmail,
  EYE_COLORS,
  ETHNICITY_SHARE,
  generateMember,
  generateMembers,
  HAIR_COLORS,
  isConsistentOrientation,
  MAX_AGE,
  MIN_AGE,
  RELATIONSHIP_STATUSES,
  seekingFor,
  type MemberSeed,
} from './members';
import { createRng } from './prng';
import { generateVapidKeys } from './vapid';

const NOW = new Date('2026-03-15T12:00:00Z');
const DAY_MS = 86_400_000;

describe('seeded PRNG', () => {
  it('gives the same sequence for the same seed and another one for another seed', () => {
    const run = (seed: string) => {
      const rng = createRng(seed);
      return Array.from({ length: 20 }, () => rng.next());
    };
    expect(run('a')).toEqual(run('a'));
    expect(run('a')).not.toEqual(run('b'));
    for (const value of run('c')) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });

  it('keeps int() within its bounds and sample() without repeats', () => {
    const rng = createRng('bounds');
    for (let i = 0; i < 1000; i++) {
      const n = rng.int(3, 8);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(8);
    }
    const sample = rng.sample([1, 2, 3, 4, 5, 6, 7], 5);
    expect(new Set(sample).size).toBe(5);
  });
});

describe('demo member generator', () => {
  const members = generateMembers(1000, NOW);

  it('is deterministic', () => {
    expect(generateMembers(300, NOW)).toEqual(generateMembers(300, NOW));
  });

  it('gives member N the same data whatever the total, so a bigger seed only adds members', () => {
    const few = generateMembers(40, NOW);
    expect(members.slice(0, 40)).toEqual(few);
    expect(generateMember(17, NOW)).toEqual(few[16]);
  });

  it('numbers the e-mail addresses', () => {
    expect(members[0]?.email).toBe('member0001@demo.kindred.local');
    expect(demoMemberEmail(12345)).toBe('member12345@demo.kindred.local');
    expect(new Set(members.map((m) => m.email)).size).toBe(members.length);
  });

  it('keeps gender, sexuality and seeking consistent', () => {
    for (const m of members) {
      expect(isConsistentOrientation(m.gender, m.sexuality, m.seeking)).toBe(true);
      if (m.sexuality === 'lesbian') expect(m.gender).toBe('female');
      if (m.sexuality === 'gay') expect([m.gender, m.seeking]).toEqual(['male', 'male']);
      if (m.sexuality === 'hetero') expect(m.seeking).not.toBe(m.gender);
      if (m.sexuality === 'bi') expect(m.seeking).toBe('both');
    }
    expect(seekingFor('female', 'hetero')).toBe('male');
    expect(isConsistentOrientation('male', 'lesbian', 'female')).toBe(false);
    expect(isConsistentOrientation('female', 'gay', 'male')).toBe(false);
  });

  it('covers both genders, every sexuality and all 15 countries', () => {
    expect(new Set(members.map((m) => m.gender))).toEqual(new Set(['male', 'female']));
    expect(new Set(members.map((m) => m.sexuality))).toEqual(new Set(['hetero', 'gay', 'lesbian', 'bi']));
    expect(new Set(members.map((m) => m.country))).toEqual(new Set(COUNTRY_CODES));
    const share = (code: string) => members.filter((m) => m.country === code).length / members.length;
    for (const big of ['NL', 'DE', 'GB', 'US']) expect(share(big)).toBeGreaterThan(share('IE'));
  });

  it('keeps ages between 18 and 70, also on awkward dates', () => {
    for (const m of members) {
      const age = ageOn(m.birthDate, NOW);
      expect(age).toBeGreaterThanOrEqual(MIN_AGE);
      expect(age).toBeLessThanOrEqual(MAX_AGE);
    }
    for (const now of ['2028-02-29T00:00:01Z', '2027-01-01T00:00:00Z', '2026-12-31T23:59:59Z']) {
      const date = new Date(now);
      for (const m of generateMembers(400, date)) {
        const age = ageOn(m.birthDate, date);
        expect(age).toBeGreaterThanOrEqual(MIN_AGE);
        expect(age).toBeLessThanOrEqual(MAX_AGE);
      }
    }
    const ages = members.map((m) => ageOn(m.birthDate, NOW));
    expect(Math.min(...ages)).toBe(MIN_AGE);
    expect(Math.max(...ages)).toBe(MAX_AGE);
  });

  it('computes ages by calendar date', () => {
    expect(ageOn('2000-03-15', NOW)).toBe(26);
    expect(ageOn('2000-03-16', NOW)).toBe(25);
    expect(ageOn('2008-03-15', NOW)).toBe(18);
  });

  it('places members in a region and city of their own country', () => {
    for (const m of members) {
      const region = regionsOf(m.country).find((r) => r.code === m.regionCode);
      expect(region).toBeDefined();
      expect(region?.cities).toContain(m.city);
    }
  });

  it('speaks a language of the country and carries a name from its pool', () => {
    for (const m of members) {
      expect(COUNTRIES[m.country].languages.map(([language]) => language)).toContain(m.language);
      expect(namePool(m.country, m.language)[m.gender]).toContain(m.name);
      expect(m.name.length).toBeLessThanOrEqual(50);
    }
  });

  it('gives valid looks, status, 3-8 distinct known interests and 1-6 photos', () => {
    const slugs = new Set(INTERESTS.map((i) => i.slug));
    for (const m of members) {
      expect(HAIR_COLORS).toContain(m.hairColor);
      expect(EYE_COLORS).toContain(m.eyeColor);
      expect(BODY_TYPES).toContain(m.bodyType);
      expect(RELATIONSHIP_STATUSES).toContain(m.relationshipStatus);
      expect(m.interests.length).toBeGreaterThanOrEqual(3);
      expect(m.interests.length).toBeLessThanOrEqual(8);
      expect(new Set(m.interests).size).toBe(m.interests.length);
      for (const slug of m.interests) expect(slugs.has(slug)).toBe(true);
      expect(m.photoCount).toBeGreaterThanOrEqual(1);
      expect(m.photoCount).toBeLessThanOrEqual(6);
      if (!m.paidUser && !m.fictional) expect(m.photoCount).toBeLessThanOrEqual(3);
      expect(m.about.length).toBeGreaterThan(40);
      expect(m.about).toContain(m.city);
    }
  });

  it('gives everyone an appearance and a share an ethnicity (seeded with consent)', () => {
    const withEthnicity = members.filter((m) => m.ethnicity !== null).length / members.length;
    expect(withEthnicity).toBeGreaterThan(ETHNICITY_SHARE - 0.1);
    expect(withEthnicity).toBeLessThan(ETHNICITY_SHARE + 0.1);
    for (const m of members) {
      expect(['normal', 'sexy']).toContain(m.appearance);
      expect([null, 'white', 'other']).toContain(m.ethnicity);
    }
    expect(new Set(members.map((m) => m.appearance))).toEqual(new Set(['normal', 'sexy']));
  });

  it('makes about 15% fictional and about 20% paying, never both', () => {
    const ratio = (pick: (m: MemberSeed) => boolean) => members.filter(pick).length / members.length;
    expect(ratio((m) => m.fictional)).toBeGreaterThan(0.11);
    expect(ratio((m) => m.fictional)).toBeLessThan(0.19);
    expect(ratio((m) => m.paidUser)).toBeGreaterThan(0.16);
    expect(ratio((m) => m.paidUser)).toBeLessThan(0.24);
    expect(members.some((m) => m.fictional && m.paidUser)).toBe(false);
    for (const m of members.filter((x) => x.fictional)) expect(m.lastLoginAt).toBeNull();
  });

  it('spreads activity over the last 30 days, after the account was created', () => {
    for (const m of members) {
      expect(m.lastActiveAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(m.lastActiveAt.getTime()).toBeGreaterThanOrEqual(NOW.getTime() - 30 * DAY_MS);
      expect(m.createdAt.getTime()).toBeLessThanOrEqual(m.lastActiveAt.getTime());
    }
  });

  it('describes the demo login', () => {
    const demo = demoLoginMember(NOW);
    expect(demo).toMatchObject({
      email: 'demo@kindred.local',
      country: 'NL',
      fictional: false,
      photoCount: 2,
    });
    expect(regionsOf('NL').find((r) => r.code === demo.regionCode)?.cities).toContain(demo.city);
    expect(isConsistentOrientation(demo.gender, demo.sexuality, demo.seeking)).toBe(true);
  });
});

describe('reference data', () => {
  const expectedRegions: Record<string, number> = {
    NL: 12,
    BE: 11,
    DE: 16,
    AT: 9,
    CH: 26,
    FR: 13,
    IT: 20,
    ES: 52,
    PL: 16,
    GB: 4,
    IE: 4,
    US: 51,
    CA: 13,
    AU: 8,
    NZ: 16,
  };

  it('has the first-level subdivisions of exactly the 15 countries', () => {
    for (const region of REGIONS) expect(COUNTRY_CODES).toContain(region.country);
    for (const code of COUNTRY_CODES) expect(regionsOf(code)).toHaveLength(expectedRegions[code] ?? -1);
    const keys = REGIONS.map((r) => `${r.country}-${r.code}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every region a code that fits the column and 2-5 cities (1 for city territories)', () => {
    const singleCity = new Set(['ES-CE', 'ES-ML', 'US-DC']);
    for (const region of REGIONS) {
      expect(region.code).toMatch(/^[A-Z0-9]{1,3}$/);
      expect(region.name.trim()).not.toBe('');
      const key = `${region.country}-${region.code}`;
      expect(region.cities.length).toBeGreaterThanOrEqual(singleCity.has(key) ? 1 : 2);
      expect(region.cities.length).toBeLessThanOrEqual(5);
      for (const city of region.cities) expect(city.length).toBeLessThanOrEqual(100);
    }
  });

  it('labels every interest in the 7 languages', () => {
    expect(INTERESTS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(INTERESTS.map((i) => i.slug)).size).toBe(INTERESTS.length);
    expect(INTERESTS[0]?.slug).toBe('relationship');
    for (const interest of INTERESTS) {
      expect(interest.slug).toMatch(/^[a-z][a-z-]{1,59}$/);
      for (const language of LANGUAGES) expect(interest.labels[language].trim()).not.toBe('');
    }
  });

  it('has first names for every country and language of SPEC §9', () => {
    for (const code of COUNTRY_CODES) {
      for (const [language] of COUNTRIES[code].languages) {
        const pool = namePool(code, language);
        expect(pool.female.length).toBeGreaterThanOrEqual(6);
        expect(pool.male.length).toBeGreaterThanOrEqual(6);
      }
    }
  });

  it('writes about texts in every language', () => {
    for (const language of LANGUAGES) {
      for (let variant = 0; variant < 5; variant++) {
        const text = aboutText(language, variant, {
          gender: 'female',
          seeking: 'male',
          city: 'Utrecht',
          interests: ['Travel', 'Cooking', 'Wine'],
        });
        expect(text).toContain('Utrecht');
        expect(text).not.toMatch(/undefined|\$\{/);
      }
    }
  });

  it('defines the two sites with costs for every served country', () => {
    const [main, de] = SITES;
    expect(main).toMatchObject({ domain: 'localhost', is_default: true, countries: [...COUNTRY_CODES] });
    expect(de).toMatchObject({ domain: 'de.kindred.test', is_default: false, countries: ['DE', 'AT', 'CH'] });
    for (const site of SITES) {
      expect(Object.keys(site.minimum_message_costs).sort()).toEqual([...site.countries].sort());
      for (const cost of Object.values(site.minimum_message_costs))
        expect(Number.isInteger(cost.costs)).toBe(true);
    }
    expect(main!.minimum_message_costs).toMatchObject({
      NL: { costs: 53, currency: 'EUR' },
      GB: { costs: 47, currency: 'GBP' },
      PL: { costs: 240, currency: 'PLN' },
      CH: { costs: 57, currency: 'CHF' },
    });
  });

  it('seeds minimum_message_costs that agree with the bundles: the cheapest credit times message_credits', () => {
    for (const site of SITES) {
      for (const country of site.countries) {
        const prices = BUNDLE_PRICES.filter((price) => price.country === country);
        const cheapest = Math.min(...prices.map((price) => price.amount / price.credits));
        expect({ country, ...site.minimum_message_costs[country] }).toEqual({
          country,
          costs: Math.round(cheapest * site.message_credits),
          currency: prices[0]!.currency,
        });
      }
    }
  });

  it('generates VAPID pairs whose private key is always 32 bytes and belongs to the public key', () => {
    // 1 in 256 private keys starts with a zero byte: enough pairs that the padding is exercised
    for (let i = 0; i < 1000; i++) {
      const keys = generateVapidKeys();
      const d = Buffer.from(keys.privateKey, 'base64url');
      expect(d).toHaveLength(32);
      const ecdh = createECDH('prime256v1');
      ecdh.setPrivateKey(d);
      expect(ecdh.getPublicKey('base64url')).toBe(keys.publicKey);
    }
  });

  it('generates a working VAPID key pair in the Web Push encoding', () => {
    const keys = generateVapidKeys();
    const point = Buffer.from(keys.publicKey, 'base64url');
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(0x04);
    expect(Buffer.from(keys.privateKey, 'base64url')).toHaveLength(32);
    const jwk = {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    };
    const signature = createSign('SHA256')
      .update('kindred')
      .sign(createPrivateKey({ key: { ...jwk, d: keys.privateKey }, format: 'jwk' }));
    expect(
      createVerify('SHA256')
        .update('kindred')
        .verify(createPublicKey({ key: jwk, format: 'jwk' }), signature),
    ).toBe(true);
  });
});
