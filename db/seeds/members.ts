import {
  BODY_TYPES,
  EYE_COLORS,
  HAIR_COLORS,
  RELATIONSHIP_STATUSES,
  type Appearance,
  type Ethnicity,
} from '../../server/src/profiles/domain/profile-attributes';
import { aboutText } from './data/about';
import { COUNTRIES, COUNTRY_CODES, type CountryCode, type Language } from './data/countries';
import { INTERESTS, type InterestData } from './data/interests';
import { namePool } from './data/names';
import { regionsOf } from './data/regions';
import { createRng, hashString, type Rng } from './prng';

/** SPEC §1: a free member has at most 3 photos (server/src/profiles/domain/photo-limits.ts). */
const FREE_PHOTO_LIMIT = 3;

export type Gender = 'male' | 'female';
export type Seeking = 'male' | 'female' | 'both';
export type Sexuality = 'hetero' | 'gay' | 'lesbian' | 'bi';

export { BODY_TYPES, EYE_COLORS, HAIR_COLORS, RELATIONSHIP_STATUSES };

export const MIN_AGE = 18;
export const MAX_AGE = 70;
export const MIN_PHOTOS = 1;
export const MAX_PHOTOS = 6;
export const MIN_INTERESTS = 3;
export const MAX_INTERESTS = 8;

/** Demo members are member0001@demo.kindred.local, member0002@…; the number is the generator index. */
export const DEMO_MEMBER_DOMAIN = 'demo.kindred.local';

export function demoMemberEmail(index: number): string {
  return `member${String(index).padStart(4, '0')}@${DEMO_MEMBER_DOMAIN}`;
}

/** Everything the seed writes for one demo member, before database ids are known. */
export interface MemberSeed {
  /** 1-based generator index; the same index always yields the same member. */
  index: number;
  email: string;
  language: Language;
  name: string;
  gender: Gender;
  seeking: Seeking;
  sexuality: Sexuality;
  /** YYYY-MM-DD */
  birthDate: string;
  country: CountryCode;
  /** ISO 3166-2 suffix of the region, resolved to regions.id by the seed. */
  regionCode: string;
  city: string;
  /** Interest slugs, resolved to interests.id by the seed. */
  interests: string[];
  hairColor: (typeof HAIR_COLORS)[number];
  eyeColor: (typeof EYE_COLORS)[number];
  bodyType: (typeof BODY_TYPES)[number];
  relationshipStatus: (typeof RELATIONSHIP_STATUSES)[number];
  /** The match finder's attributes (SPEC §3); ethnicity is seeded as if its consent were given at signup. */
  appearance: Appearance;
  ethnicity: Ethnicity | null;
  about: string;
  fictional: boolean;
  paidUser: boolean;
  createdAt: Date;
  lastActiveAt: Date;
  /** Null for fictional profiles: nobody logs in as them. */
  lastLoginAt: Date | null;
  photoCount: number;
}

const DAY_MS = 86_400_000;

/** Whole years between a YYYY-MM-DD birth date and the UTC calendar date of `now`. */
export function ageOn(birthDate: string, now: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - y;
  const month = now.getUTCMonth() + 1;
  if (month < m || (month === m && now.getUTCDate() < d)) age--;
  return age;
}

/** A birth date that makes the member exactly `age` on the UTC date of `now`. */
function birthDateFor(rng: Rng, age: number, now: Date): string {
  const anniversary = Date.UTC(now.getUTCFullYear() - age, now.getUTCMonth(), now.getUTCDate());
  // 1..364 days before the anniversary: never a birthday still to come this year, never a full year more.
  return new Date(anniversary - rng.int(1, 364) * DAY_MS).toISOString().slice(0, 10);
}

function pickAge(rng: Rng): number {
  const [min, max] = rng.weighted<readonly [number, number]>([
    [[18, 24], 14],
    [[25, 34], 30],
    [[35, 44], 25],
    [[45, 54], 17],
    [[55, 64], 10],
    [[65, 70], 4],
  ]);
  return rng.int(min, max);
}

function pickOrientation(rng: Rng, gender: Gender): { sexuality: Sexuality; seeking: Seeking } {
  const sexuality =
    gender === 'male'
      ? rng.weighted<Sexuality>([
          ['hetero', 78],
          ['gay', 11],
          ['bi', 11],
        ])
      : rng.weighted<Sexuality>([
          ['hetero', 76],
          ['lesbian', 11],
          ['bi', 13],
        ]);
  return { sexuality, seeking: seekingFor(gender, sexuality) };
}

/** The only `seeking` consistent with a gender and sexuality. */
export function seekingFor(gender: Gender, sexuality: Sexuality): Seeking {
  switch (sexuality) {
    case 'hetero':
      return gender === 'male' ? 'female' : 'male';
    case 'gay':
      return 'male';
    case 'lesbian':
      return 'female';
    case 'bi':
      return 'both';
  }
}

/** Gay members are men and lesbian members are women; hetero and bi members can be either. */
export function isConsistentOrientation(gender: Gender, sexuality: Sexuality, seeking: Seeking): boolean {
  if (sexuality === 'gay' && gender !== 'male') return false;
  if (sexuality === 'lesbian' && gender !== 'female') return false;
  return seekingFor(gender, sexuality) === seeking;
}

function pickLooks(rng: Rng, gender: Gender, age: number) {
  const hairColor = rng.weighted<MemberSeed['hairColor']>([
    ['blonde', gender === 'female' ? 26 : 18],
    ['brown', 38],
    ['black', 18],
    ['red', 6],
    ['grey', age >= 60 ? 45 : age >= 50 ? 25 : age >= 40 ? 6 : 1],
    ['other', gender === 'female' ? 6 : 3],
  ]);
  const eyeColor = rng.weighted<MemberSeed['eyeColor']>([
    ['blue', 30],
    ['green', 14],
    ['brown', 36],
    ['grey', 6],
    ['hazel', 14],
  ]);
  const bodyType = rng.weighted<MemberSeed['bodyType']>([
    ['slim', 20],
    ['athletic', 22],
    ['average', 32],
    ['curvy', gender === 'female' ? 16 : 2],
    ['muscular', gender === 'male' ? 12 : 2],
    ['plus', 8],
  ]);
  return { hairColor, eyeColor, bodyType };
}

function pickRelationshipStatus(rng: Rng, age: number): MemberSeed['relationshipStatus'] {
  return rng.weighted<MemberSeed['relationshipStatus']>([
    ['single', age < 30 ? 85 : 55],
    ['divorced', age < 30 ? 2 : age < 45 ? 18 : 28],
    ['widowed', age < 45 ? 0 : age < 60 ? 4 : 14],
    ['separated', age < 30 ? 3 : 9],
    ['open', 5],
  ]);
}

/** Share of demo members who consented to give their ethnicity (the others leave it unsaid). */
export const ETHNICITY_SHARE = 0.4;

/**
 * Appearance for everyone, ethnicity for a share. Its own PRNG stream, so the members drawn before these
 * attributes existed stay exactly the same.
 */
function pickMatchAttributes(index: number): Pick<MemberSeed, 'appearance' | 'ethnicity'> {
  const rng = createRng(`kindred-demo-member-match-${index}`);
  const appearance: Appearance = rng.chance(0.35) ? 'sexy' : 'normal';
  const ethnicity: Ethnicity | null = rng.chance(ETHNICITY_SHARE)
    ? rng.chance(0.6)
      ? 'white'
      : 'other'
    : null;
  return { appearance, ethnicity };
}

const INTENT_INTERESTS = INTERESTS.filter((interest) => interest.kind === 'intent');
const HOBBY_INTERESTS = INTERESTS.filter((interest) => interest.kind === 'hobby');

const COUNTRY_WEIGHTS = COUNTRY_CODES.map((code) => [code, COUNTRIES[code].memberWeight] as const);

/**
 * Generates demo member number `index` (1-based). Each member has its own PRNG seeded from the index, so
 * member 17 is the same whether 20 or 2000 members are seeded; `now` anchors ages and activity dates.
 */
export function generateMember(index: number, now: Date): MemberSeed {
  if (!Number.isInteger(index) || index < 1)
    throw new Error(`member index must be a positive integer: ${index}`);
  const rng = createRng(`kindred-demo-member-${index}`);
  const country = rng.weighted(COUNTRY_WEIGHTS);
  const language = rng.weighted(COUNTRIES[country].languages);
  const gender: Gender = rng.chance(0.52) ? 'female' : 'male';
  const { sexuality, seeking } = pickOrientation(rng, gender);
  const age = pickAge(rng);
  const birthDate = birthDateFor(rng, age, now);
  const region = rng.pick(regionsOf(country));
  const city = rng.pick(region.cities);
  const name = rng.pick(namePool(country, language)[gender]);
  // 0-2 intents (relationship, flirting, …) and 3-6 hobbies: 3-8 interests, and enough hobbies for the text.
  const intents = rng.sample(
    INTENT_INTERESTS,
    rng.weighted([
      [0, 30],
      [1, 50],
      [2, 20],
    ] as const),
  );
  const hobbies = rng.sample(HOBBY_INTERESTS, rng.int(MIN_INTERESTS, MAX_INTERESTS - 2));
  const looks = pickLooks(rng, gender, age);
  const relationshipStatus = pickRelationshipStatus(rng, age);
  const fictional = rng.chance(0.15);
  // Fictional profiles are run by the site and never buy credits; ~23.5% of the others gives ~20% overall.
  const paidUser = !fictional && rng.chance(0.235);
  const lastActiveAt = new Date(now.getTime() - rng.int(0, 30 * 24 * 60) * 60_000);
  const createdAt = new Date(lastActiveAt.getTime() - rng.int(0, 540 * 24 * 60) * 60_000);
  const lastLoginAt = fictional ? null : new Date(lastActiveAt.getTime() - rng.int(0, 90) * 60_000);
  const drawnPhotos = rng.weighted<number>([
    [1, 14],
    [2, 22],
    [3, 24],
    [4, 18],
    [5, 12],
    [6, 10],
  ]);
  // A free member keeps 3 photos (more would be hidden until premium); the site's fictional ones have no limit.
  const photoCount = paidUser || fictional ? drawnPhotos : Math.min(drawnPhotos, FREE_PHOTO_LIMIT);
  const about = aboutText(language, rng.int(0, 1000), {
    gender,
    seeking,
    city,
    interests: hobbies.map((interest) => interest.labels[language]),
  });
  const interests: InterestData[] = [...intents, ...hobbies];
  return {
    index,
    email: demoMemberEmail(index),
    language,
    name,
    gender,
    seeking,
    sexuality,
    birthDate,
    country,
    regionCode: region.code,
    city,
    interests: interests.map((interest) => interest.slug),
    ...looks,
    relationshipStatus,
    ...pickMatchAttributes(index),
    about,
    fictional,
    paidUser,
    createdAt,
    lastActiveAt,
    lastLoginAt,
    photoCount,
  };
}

export function generateMembers(count: number, now: Date): MemberSeed[] {
  return Array.from({ length: count }, (_, i) => generateMember(i + 1, now));
}

/** Base hue of a member's placeholder photos: stable for an e-mail address. */
export function photoHue(email: string): number {
  return hashString(`hue:${email.toLowerCase()}`) % 360;
}

/** The documented demo login: demo@kindred.local, a Dutch member who uses the site in English. */
export function demoLoginMember(now: Date): MemberSeed {
  const anniversary = Date.UTC(now.getUTCFullYear() - 34, now.getUTCMonth(), now.getUTCDate());
  const lastActiveAt = new Date(now.getTime());
  return {
    index: 0,
    email: 'demo@kindred.local',
    language: 'en',
    name: 'Alex',
    gender: 'male',
    seeking: 'female',
    sexuality: 'hetero',
    birthDate: new Date(anniversary - 120 * DAY_MS).toISOString().slice(0, 10),
    country: 'NL',
    regionCode: 'NH',
    city: 'Amsterdam',
    interests: ['travel', 'cooking', 'music', 'hiking', 'coffee'],
    hairColor: 'brown',
    eyeColor: 'blue',
    bodyType: 'athletic',
    relationshipStatus: 'single',
    appearance: 'normal',
    ethnicity: null,
    about:
      'Hi, I am Alex, the demo member of Kindred. I live in Amsterdam, love travel, cooking and a good coffee, and I am always happy to chat.',
    fictional: false,
    paidUser: false,
    createdAt: new Date(now.getTime() - 30 * DAY_MS),
    lastActiveAt,
    lastLoginAt: null,
    photoCount: 2,
  };
}
