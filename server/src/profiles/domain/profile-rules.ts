import { isEmail, signupErrors } from '../../identity/identity.contracts';
import type { MessageKey } from '../../shared/i18n/messages';
import {
  BODY_TYPES,
  EYE_COLORS,
  HAIR_COLORS,
  MAX_ABOUT_LENGTH,
  MAX_INTERESTS,
  RELATIONSHIP_STATUSES,
  type BodyType,
  type EyeColor,
  type HairColor,
  type RelationshipStatus,
} from './profile-attributes';
import {
  applyMatchAttributeChanges,
  type MatchAttributeChanges,
  type MatchAttributePatch,
} from './match-attributes';
import { sexualityOf } from './sexuality';

/** What a member may change of their profile (PUT /api/profile.php); every field optional. */
export interface ProfileChanges extends MatchAttributeChanges {
  name?: unknown;
  gender?: unknown;
  seeking?: unknown;
  date_of_birth?: unknown;
  country?: unknown;
  region_id?: unknown;
  city?: unknown;
  interests?: unknown;
  hair_color?: unknown;
  eye_color?: unknown;
  body_type?: unknown;
  relationship_status?: unknown;
  about?: unknown;
}

export type ProfileField = keyof ProfileChanges;

/** The profile as the rules see it before the change. */
export interface CurrentProfile {
  gender: 'male' | 'female';
  seeking: 'male' | 'female' | 'both';
  country: string;
  regionId: number | null;
}

export interface ProfileRulesContext {
  today: Date;
  countries: readonly string[];
  /** The regions of a country (ids), for the country the profile will have. */
  regionIdsOf: (country: string) => readonly number[];
  interestIds: readonly number[];
}

/** The columns to write, named as the profile entity names them. */
export interface ProfilePatch extends MatchAttributePatch {
  name?: string;
  gender?: 'male' | 'female';
  seeking?: 'male' | 'female' | 'both';
  sexuality?: 'hetero' | 'gay' | 'lesbian' | 'bi';
  birthDate?: string;
  country?: string;
  regionId?: number | null;
  city?: string;
  hairColor?: HairColor | null;
  eyeColor?: EyeColor | null;
  bodyType?: BodyType | null;
  relationshipStatus?: RelationshipStatus | null;
  about?: string;
  interests?: number[];
}

export type ProfileErrors = Partial<Record<ProfileField, MessageKey>>;

const CHOICES = {
  hair_color: HAIR_COLORS,
  eye_color: EYE_COLORS,
  body_type: BODY_TYPES,
  relationship_status: RELATIONSHIP_STATUSES,
} as const;

const COLUMN_OF_CHOICE = {
  hair_color: 'hairColor',
  eye_color: 'eyeColor',
  body_type: 'bodyType',
  relationship_status: 'relationshipStatus',
} as const;

const asString = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * Checks a profile change against the rules (the signup's for name, birth date, gender and place) and
 * turns it into the columns to write. Any error means nothing is written.
 */
export function applyProfileChanges(
  changes: ProfileChanges,
  current: CurrentProfile,
  context: ProfileRulesContext,
): { errors: ProfileErrors; patch: ProfilePatch } {
  const given = (field: ProfileField) => changes[field] !== undefined;
  const errors: ProfileErrors = {};
  const patch: ProfilePatch = {};

  const basics = signupErrors(
    {
      name: given('name') ? (asString(changes.name) ?? '') : undefined,
      gender: given('gender') ? (asString(changes.gender) ?? '') : undefined,
      seeking: given('seeking') ? (asString(changes.seeking) ?? '') : undefined,
      date_of_birth: given('date_of_birth') ? (asString(changes.date_of_birth) ?? '') : undefined,
      country: given('country') ? (asString(changes.country) ?? '') : undefined,
      city: given('city') ? (asString(changes.city) ?? '') : undefined,
    },
    { today: context.today, countries: context.countries, partial: true },
  );
  for (const field of ['name', 'gender', 'seeking', 'date_of_birth', 'country', 'city'] as const) {
    if (basics[field]) errors[field] = basics[field];
  }
  // the signup compares the name with the address it was given; the member's address is not at hand
  // here, and a name in the form of an e-mail address may well be it
  if (given('name') && !errors.name && isEmail(asString(changes.name)?.trim())) {
    errors.name = 'identity.username_is_email';
  }

  if (given('name') && !errors.name) patch.name = (changes.name as string).trim();
  if (given('gender') && !errors.gender) patch.gender = changes.gender as 'male' | 'female';
  if (given('seeking') && !errors.seeking) patch.seeking = changes.seeking as 'male' | 'female' | 'both';
  if (patch.gender || patch.seeking) {
    patch.sexuality = sexualityOf(patch.gender ?? current.gender, patch.seeking ?? current.seeking);
  }
  if (given('date_of_birth') && !errors.date_of_birth) {
    patch.birthDate = changes.date_of_birth as string;
  }
  if (given('city') && !errors.city) patch.city = (changes.city as string).trim();

  const country = given('country') ? (asString(changes.country) ?? '').toUpperCase() : current.country;
  if (given('country') && !errors.country) patch.country = country;
  if (given('region_id')) {
    const regionId = changes.region_id;
    if (regionId === null) patch.regionId = null;
    else if (!Number.isInteger(regionId) || !context.regionIdsOf(country).includes(regionId as number)) {
      if (!errors.country) errors.region_id = 'profiles.region_mismatch';
    } else patch.regionId = regionId as number;
  } else if (patch.country && patch.country !== current.country) {
    // A region belongs to one country: a new country without a region clears it.
    patch.regionId = null;
  }

  for (const field of ['hair_color', 'eye_color', 'body_type', 'relationship_status'] as const) {
    if (!given(field)) continue;
    const value = changes[field];
    if (value === null || value === '') patch[COLUMN_OF_CHOICE[field]] = null;
    else if (typeof value === 'string' && (CHOICES[field] as readonly string[]).includes(value)) {
      // One of the field's choices (checked just above), which the column's type names.
      Object.assign(patch, { [COLUMN_OF_CHOICE[field]]: value });
    } else errors[field] = 'identity.invalid_choice';
  }

  if (given('about')) {
    const about = asString(changes.about);
    if (about === undefined) errors.about = 'identity.invalid_choice';
    else if (about.length > MAX_ABOUT_LENGTH) errors.about = 'profiles.about_too_long';
    else patch.about = about.trim();
  }

  if (given('interests')) {
    const interests = changes.interests;
    if (!Array.isArray(interests) || !interests.every((id) => context.interestIds.includes(id as number))) {
      errors.interests = 'profiles.invalid_interest';
    } else if (new Set(interests).size > MAX_INTERESTS) errors.interests = 'profiles.too_many_interests';
    else patch.interests = [...new Set(interests as number[])];
  }

  const match = applyMatchAttributeChanges(changes, context.today);
  Object.assign(errors, match.errors);
  Object.assign(patch, match.patch);

  return { errors, patch };
}
