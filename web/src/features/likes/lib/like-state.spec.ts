import { describe, expect, it } from 'vitest';
import type { LikedProfile, LikesResponse } from '../api/likes';
import { memberCardFixture } from '../../../test/fixtures';
import { hasNewLikeFrom, likeTabOf, likesMember, profilesOf } from './like-state';

const profile = (id: number, overrides: Partial<LikedProfile> = {}): LikedProfile => ({
  ...memberCardFixture(id),
  like_new: false,
  liked_at: '2026-11-25T10:00:00.000Z',
  match: false,
  ...overrides,
});

const likes: LikesResponse = {
  profiles: [profile(1, { match: true }), profile(2)],
  liked_by: [profile(1, { match: true }), profile(3, { like_new: true })],
  matches: [profile(1, { match: true })],
  totals: { new_likes: 1 },
};

describe('like state', () => {
  it('knows whom the member likes', () => {
    expect(likesMember(likes, 2)).toBe(true);
    expect(likesMember(likes, 3)).toBe(false);
    expect(likesMember(undefined, 2)).toBe(false);
  });

  it('knows which likes received are new', () => {
    expect(hasNewLikeFrom(likes, 3)).toBe(true);
    expect(hasNewLikeFrom(likes, 1)).toBe(false);
  });

  it('reads the tab from /likes/{type}, who liked you by default', () => {
    expect(likeTabOf('liked')).toBe('liked');
    expect(likeTabOf('matches')).toBe('matches');
    expect(likeTabOf(undefined)).toBe('liked_by');
    expect(likeTabOf('nonsense')).toBe('liked_by');
  });

  it('lists the profiles of each tab', () => {
    expect(profilesOf(likes, 'liked').map((p) => p.id)).toEqual([1, 2]);
    expect(profilesOf(likes, 'liked_by').map((p) => p.id)).toEqual([1, 3]);
    expect(profilesOf(likes, 'matches').map((p) => p.id)).toEqual([1]);
  });
});
