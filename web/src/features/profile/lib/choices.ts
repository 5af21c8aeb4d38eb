import {
  appearanceValues,
  bodyTypeValues,
  ethnicityValues,
  eyeColorValues,
  hairColorValues,
  relationshipStatusValues,
} from '../../../api/schema';

/** The choices of the profile fields (docs/api.md, "Own profile"). */
export const GENDERS = ['male', 'female'] as const;
export const SEEKING = ['male', 'female', 'both'] as const;
// The detail choices are the server's (generated from its API document, in its order).
export const HAIR_COLORS = hairColorValues;
export const EYE_COLORS = eyeColorValues;
export const BODY_TYPES = bodyTypeValues;
export const RELATIONSHIP_STATUSES = relationshipStatusValues;
/** The match finder's attributes (SPEC §3): private, only ranking match-finder results. */
export const APPEARANCES = appearanceValues;
export const ETHNICITIES = ethnicityValues;

export type Gender = (typeof GENDERS)[number];
export type Seeking = (typeof SEEKING)[number];
export type HairColor = (typeof HAIR_COLORS)[number];
export type EyeColor = (typeof EYE_COLORS)[number];
export type BodyType = (typeof BODY_TYPES)[number];
export type RelationshipStatus = (typeof RELATIONSHIP_STATUSES)[number];
export type Appearance = (typeof APPEARANCES)[number];
export type Ethnicity = (typeof ETHNICITIES)[number];
export type Sexuality = 'hetero' | 'gay' | 'lesbian' | 'bi';

export const MAX_ABOUT_LENGTH = 2000;
export const MAX_INTERESTS = 20;
export const MAX_CITY_LENGTH = 100;
export const MIN_AGE = 18;
export const MAX_AGE = 100;

/** The detail fields a site may show (setting visible_profile_fields), in the order of the page. */
export const DETAIL_FIELDS = [
  'hair_color',
  'eye_color',
  'body_type',
  'relationship_status',
  'interests',
  'about',
] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];

/** The detail fields with a fixed list of choices (a select). */
export const CHOICE_FIELDS = {
  hair_color: HAIR_COLORS,
  eye_color: EYE_COLORS,
  body_type: BODY_TYPES,
  relationship_status: RELATIONSHIP_STATUSES,
} as const;
export type ChoiceField = keyof typeof CHOICE_FIELDS;

export function isChoiceField(field: DetailField): field is ChoiceField {
  return field in CHOICE_FIELDS;
}

/** A member's sexuality follows from who they are and whom they look for (as the server derives it). */
export function sexualityOf(gender: Gender, seeking: Seeking): Sexuality {
  if (seeking === 'both') return 'bi';
  if (seeking !== gender) return 'hetero';
  return gender === 'male' ? 'gay' : 'lesbian';
}

/** The detail fields the site shows, in page order; unknown names in the setting are ignored. */
export function visibleDetailFields(setting: readonly string[] | null | undefined): DetailField[] {
  const shown = new Set(setting ?? []);
  return DETAIL_FIELDS.filter((field) => shown.has(field));
}

/** Toggles interest `id` in `chosen`; a new one is added only below the limit. */
export function toggleInterest(chosen: readonly number[], id: number, max = MAX_INTERESTS): number[] {
  if (chosen.includes(id)) return chosen.filter((item) => item !== id);
  if (chosen.length >= max) return [...chosen];
  return [...chosen, id];
}
