/** The choices of the profile's detail fields (SPEC §3 Profile). */
export const HAIR_COLORS = ['blonde', 'brown', 'black', 'red', 'grey', 'other'] as const;
export const EYE_COLORS = ['blue', 'green', 'brown', 'grey', 'hazel'] as const;
export const BODY_TYPES = ['slim', 'athletic', 'average', 'curvy', 'muscular', 'plus'] as const;
export const RELATIONSHIP_STATUSES = ['single', 'divorced', 'widowed', 'separated', 'open'] as const;
export const MAX_ABOUT_LENGTH = 2000;
export const MAX_INTERESTS = 20;

export type HairColor = (typeof HAIR_COLORS)[number];
export type EyeColor = (typeof EYE_COLORS)[number];
export type BodyType = (typeof BODY_TYPES)[number];
export type RelationshipStatus = (typeof RELATIONSHIP_STATUSES)[number];

/** The match finder's attributes (SPEC §3 "appearance normal or sexy, race white or other"). */
export const APPEARANCES = ['normal', 'sexy'] as const;
export const ETHNICITIES = ['white', 'other'] as const;
export type Appearance = (typeof APPEARANCES)[number];
export type Ethnicity = (typeof ETHNICITIES)[number];
