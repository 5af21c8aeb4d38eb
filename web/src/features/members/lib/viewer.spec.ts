import { describe, expect, it } from 'vitest';
import { isOwnProfile, lockedPhotoPrompt, viewerKey, viewerOf, VISITOR } from './viewer';

describe('viewerOf', () => {
  it('is a visitor without a user', () => {
    expect(viewerOf(null)).toEqual(VISITOR);
    expect(viewerOf(undefined)).toEqual(VISITOR);
  });

  it('tells free from premium members and takes the profile id', () => {
    expect(viewerOf({ id: 7, paid_user: false, profile: { id: 7 } })).toEqual({ kind: 'free', profileId: 7 });
    expect(viewerOf({ id: 8, paid_user: true, profile: null })).toEqual({ kind: 'premium', profileId: 8 });
  });
});

describe('viewerKey', () => {
  it('differs per visitor, member and premium state', () => {
    expect(viewerKey(VISITOR)).toBe('visitor');
    expect(viewerKey({ kind: 'free', profileId: 3 })).toBe('free-3');
    expect(viewerKey({ kind: 'premium', profileId: 3 })).toBe('premium-3');
  });
});

describe('lockedPhotoPrompt', () => {
  it('asks a visitor to log in and tells a free member about premium', () => {
    expect(lockedPhotoPrompt('visitor')).toBe('login');
    expect(lockedPhotoPrompt('free')).toBe('premium');
    expect(lockedPhotoPrompt('premium')).toBeNull();
  });
});

describe('isOwnProfile', () => {
  it('is true only for the viewer’s own profile', () => {
    expect(isOwnProfile({ kind: 'free', profileId: 4 }, 4)).toBe(true);
    expect(isOwnProfile({ kind: 'free', profileId: 4 }, 5)).toBe(false);
    expect(isOwnProfile(VISITOR, 4)).toBe(false);
  });
});
