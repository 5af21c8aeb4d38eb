import { describe, expect, it } from 'vitest';
import { lockedPhotoFixture, openPhotoFixture } from '../../../test/fixtures';
import { initialPhotoIndex, lockedCount, stepPhoto } from './gallery';

const open = openPhotoFixture;
const locked = lockedPhotoFixture;

describe('initialPhotoIndex', () => {
  it('starts with the first visible photo', () => {
    expect(initialPhotoIndex([open(1), open(2), locked(3)])).toBe(0);
    expect(initialPhotoIndex([locked(1), open(2)])).toBe(1);
    expect(initialPhotoIndex([locked(1)])).toBe(0);
    expect(initialPhotoIndex([])).toBe(0);
  });
});

describe('stepPhoto', () => {
  const photos = [open(1), locked(2), open(3), locked(4)];

  it('moves to the next or previous visible photo and wraps around', () => {
    expect(stepPhoto(photos, 0, 1)).toBe(2);
    expect(stepPhoto(photos, 2, 1)).toBe(0);
    expect(stepPhoto(photos, 0, -1)).toBe(2);
  });

  it('is null when no other photo is visible', () => {
    expect(stepPhoto([open(1), locked(2)], 0, 1)).toBeNull();
    expect(stepPhoto([open(1)], 0, -1)).toBeNull();
    expect(stepPhoto([], 0, 1)).toBeNull();
  });
});

describe('lockedCount', () => {
  it('counts the locked photos', () => {
    expect(lockedCount([open(1), locked(2), locked(3)])).toBe(2);
  });
});
