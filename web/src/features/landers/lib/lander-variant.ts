/** The landing pages for ad traffic (SPEC §1): /landers/<id>/:slug?, route name `landers-<id>-slug`. */
export const LANDER_IDS = [
  'adultonly',
  'tinderswipe',
  'whoneedsstrings',
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
] as const;

export type LanderId = (typeof LANDER_IDS)[number];

/**
 * The design families the landers share: a full-bleed hero, a swipe deck, a photo collage or gallery,
 * a features grid, a map of singles nearby, and a hero of photos that move.
 */
export type LanderDesign = 'hero' | 'swipe' | 'collage' | 'features' | 'map' | 'motion';

export interface LanderVariant {
  id: LanderId;
  design: LanderDesign;
  /** How many photo slots the design has (a teaser: never more than 8). */
  photoSlots: number;
}

const VARIANTS: Record<LanderId, Omit<LanderVariant, 'id'>> = {
  adultonly: { design: 'hero', photoSlots: 3 },
  whoneedsstrings: { design: 'hero', photoSlots: 3 },
  alonetonight: { design: 'hero', photoSlots: 3 },
  tinderswipe: { design: 'swipe', photoSlots: 3 },
  collagelanding: { design: 'collage', photoSlots: 7 },
  gallery: { design: 'collage', photoSlots: 8 },
  iconslanding: { design: 'features', photoSlots: 5 },
  socialnetwork: { design: 'features', photoSlots: 5 },
  maplanding: { design: 'map', photoSlots: 6 },
  transitionsvideolanding: { design: 'motion', photoSlots: 4 },
  video: { design: 'motion', photoSlots: 4 },
};

export const landerRouteName = (id: LanderId): string => `landers-${id}-slug`;

const isLanderId = (value: string): value is LanderId => (LANDER_IDS as readonly string[]).includes(value);

/** The variant of a lander route (`landers-gallery-slug` → gallery); any other name gets the first one. */
export function landerVariantOf(routeName: string): LanderVariant {
  const name = /^landers-(.+)-slug$/.exec(routeName)?.[1] ?? '';
  const id: LanderId = isLanderId(name) ? name : LANDER_IDS[0];
  return { id, ...VARIANTS[id] };
}
