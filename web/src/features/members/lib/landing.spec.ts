import { describe, expect, it } from 'vitest';
import { lockedPhotoFixture, openPhotoFixture } from '../../../test/fixtures';
import { landingVariantOf, snippet, teaserPhotoOf, teaserTilesOf } from './landing';

const open = openPhotoFixture;
const locked = lockedPhotoFixture;
const main = {
  filename: 'm.jpg',
  thumb_filename: 'm-t.jpg',
  status: 'approved' as const,
  match: '/media/m-t.jpg',
};

describe('landingVariantOf', () => {
  it('gives each landing route its own design', () => {
    expect(landingVariantOf('members-id-landing')).toBe('classic');
    expect(landingVariantOf('members-id-landing2-slug')).toBe('spotlight');
    expect(landingVariantOf('members-id-landing3-slug')).toBe('story');
  });
});

describe('teaserPhotoOf', () => {
  it('takes the first visible photo, else the main thumbnail', () => {
    expect(teaserPhotoOf({ photos: [locked(1), open(2)], main_image: main })).toBe('/media/2.jpg');
    expect(teaserPhotoOf({ photos: [locked(1)], main_image: main })).toBe('/media/m-t.jpg');
    expect(teaserPhotoOf({ photos: [], main_image: null })).toBeNull();
  });
});

describe('teaserTilesOf', () => {
  it('shows up to three locked tiles and counts the rest', () => {
    expect(teaserTilesOf({ photos: [open(1), locked(2), locked(3)] })).toEqual({ tiles: 2, more: 0 });
    expect(
      teaserTilesOf({ photos: [open(1), locked(2), locked(3), locked(4), locked(5), locked(6)] }),
    ).toEqual({
      tiles: 3,
      more: 2,
    });
    expect(teaserTilesOf({ photos: [open(1)] })).toEqual({ tiles: 0, more: 0 });
  });
});

describe('snippet', () => {
  it('keeps a short text and cuts a long one after a word', () => {
    expect(snippet('  Hello   there ')).toBe('Hello there');
    expect(snippet('one two three four', 12)).toBe('one two…');
    expect(snippet('', 10)).toBeNull();
    expect(snippet(null)).toBeNull();
  });
});
