import { describe, expect, it } from 'vitest';
import {
  FREE_PHOTO_LIMIT,
  MAX_PHOTO_BYTES,
  photoFileProblem,
  photoLimit,
  PREMIUM_PHOTO_LIMIT,
  progressPercent,
} from './photo-rules';

const file = (type: string, size: number, name = 'photo') => ({ type, size, name });

describe('photoFileProblem', () => {
  it.each(['image/jpeg', 'image/png', 'image/webp', 'IMAGE/PNG'])('takes %s', (type) => {
    expect(photoFileProblem(file(type, 1000))).toBeNull();
  });

  it.each(['image/gif', 'image/heic', 'application/pdf', 'text/plain'])('refuses %s', (type) => {
    expect(photoFileProblem(file(type, 1000))).toBe('type');
  });

  it('judges a file without a type by its extension', () => {
    expect(photoFileProblem(file('', 1000, 'me.JPG'))).toBeNull();
    expect(photoFileProblem(file('', 1000, 'me.webp'))).toBeNull();
    expect(photoFileProblem(file('', 1000, 'me.gif'))).toBe('type');
  });

  it('takes 10 MB but not a byte more', () => {
    expect(photoFileProblem(file('image/jpeg', MAX_PHOTO_BYTES))).toBeNull();
    expect(photoFileProblem(file('image/jpeg', MAX_PHOTO_BYTES + 1))).toBe('size');
    expect(MAX_PHOTO_BYTES).toBe(10 * 1024 * 1024);
  });

  it('refuses an empty file', () => {
    expect(photoFileProblem(file('image/png', 0))).toBe('empty');
  });
});

describe('photoLimit', () => {
  it('is 3 for free members and 25 for premium members (SPEC §9)', () => {
    expect(photoLimit(false)).toBe(FREE_PHOTO_LIMIT);
    expect(photoLimit(true)).toBe(PREMIUM_PHOTO_LIMIT);
    expect([FREE_PHOTO_LIMIT, PREMIUM_PHOTO_LIMIT]).toEqual([3, 25]);
  });
});

describe('progressPercent', () => {
  it('rounds to whole percents between 0 and 100', () => {
    expect(progressPercent(0)).toBe(0);
    expect(progressPercent(0.456)).toBe(46);
    expect(progressPercent(1)).toBe(100);
    expect(progressPercent(1.2)).toBe(100);
    expect(progressPercent(-1)).toBe(0);
    expect(progressPercent(Number.NaN)).toBe(0);
  });
});
