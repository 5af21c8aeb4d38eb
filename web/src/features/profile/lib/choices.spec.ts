import { describe, expect, it } from 'vitest';
import { MAX_INTERESTS, sexualityOf, toggleInterest, visibleDetailFields } from './choices';

describe('sexualityOf', () => {
  it.each([
    ['male', 'female', 'hetero'],
    ['female', 'male', 'hetero'],
    ['male', 'male', 'gay'],
    ['female', 'female', 'lesbian'],
    ['male', 'both', 'bi'],
    ['female', 'both', 'bi'],
  ] as const)('%s seeking %s is %s', (gender, seeking, sexuality) => {
    expect(sexualityOf(gender, seeking)).toBe(sexuality);
  });
});

describe('visibleDetailFields', () => {
  it('keeps the page order, whatever the order of the setting', () => {
    expect(visibleDetailFields(['about', 'hair_color', 'interests'])).toEqual([
      'hair_color',
      'interests',
      'about',
    ]);
  });

  it('ignores unknown names and copes without a setting', () => {
    expect(visibleDetailFields(['shoe_size', 'eye_color'])).toEqual(['eye_color']);
    expect(visibleDetailFields(undefined)).toEqual([]);
    expect(visibleDetailFields([])).toEqual([]);
  });
});

describe('toggleInterest', () => {
  it('adds and removes an interest', () => {
    expect(toggleInterest([1, 2], 3)).toEqual([1, 2, 3]);
    expect(toggleInterest([1, 2, 3], 2)).toEqual([1, 3]);
  });

  it('adds nothing once the limit is reached, but still removes', () => {
    const full = Array.from({ length: MAX_INTERESTS }, (_, index) => index + 1);
    expect(toggleInterest(full, 99)).toEqual(full);
    expect(toggleInterest(full, 1)).toHaveLength(MAX_INTERESTS - 1);
  });
});
