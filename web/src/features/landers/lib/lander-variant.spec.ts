import { describe, expect, it } from 'vitest';
import routeTable from '../../../app/route-table.json';
import { LANDER_IDS, landerRouteName, landerVariantOf } from './lander-variant';

describe('landerVariantOf', () => {
  it('maps each of the eleven lander routes of the route table to its own variant', () => {
    const landers = routeTable
      .filter((route) => route.path.startsWith('/landers/'))
      .map((route) => route.name);
    expect(landers).toHaveLength(11);
    expect(landers.map((name) => landerVariantOf(name).id)).toEqual([...LANDER_IDS]);
    expect(LANDER_IDS.map(landerRouteName)).toEqual(landers);
  });

  it('shares six designs among them', () => {
    expect(
      Object.fromEntries(LANDER_IDS.map((id) => [id, landerVariantOf(landerRouteName(id)).design])),
    ).toEqual({
      adultonly: 'hero',
      tinderswipe: 'swipe',
      whoneedsstrings: 'hero',
      alonetonight: 'hero',
      collagelanding: 'collage',
      gallery: 'collage',
      iconslanding: 'features',
      maplanding: 'map',
      socialnetwork: 'features',
      transitionsvideolanding: 'motion',
      video: 'motion',
    });
  });

  it('shows a teaser of at most eight photos', () => {
    for (const id of LANDER_IDS) {
      const { photoSlots } = landerVariantOf(landerRouteName(id));
      expect(photoSlots).toBeGreaterThan(0);
      expect(photoSlots).toBeLessThanOrEqual(8);
    }
  });

  it('gives any other route name the first variant', () => {
    expect(landerVariantOf('landers-nope-slug').id).toBe('adultonly');
    expect(landerVariantOf('members').id).toBe('adultonly');
  });
});
