import { describe, expect, it } from 'vitest';
import type { SimpleStorage } from '../../../lib/storage';
import {
  dismissPhotoWarning,
  isPhotoWarningDismissed,
  PHOTO_WARNING_DISMISSED_KEY,
  PHOTO_WARNING_HIDDEN_ROUTES,
  shouldShowPhotoWarning,
} from './photo-warning';

const withoutPhoto = { profile: { main_image: null } };
const withPhoto = { profile: { main_image: { filename: 'a.jpg' } } };

function memoryStorage(): SimpleStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('shouldShowPhotoWarning', () => {
  it('shows for a member without a main photo on a members page', () => {
    expect(shouldShowPhotoWarning({ user: withoutPhoto, routeName: 'members', dismissed: false })).toBe(true);
    expect(shouldShowPhotoWarning({ user: withoutPhoto, routeName: 'chats', dismissed: false })).toBe(true);
  });

  it('does not show with a main photo, for a visitor, while loading, or once dismissed', () => {
    expect(shouldShowPhotoWarning({ user: withPhoto, routeName: 'members', dismissed: false })).toBe(false);
    expect(shouldShowPhotoWarning({ user: null, routeName: 'members', dismissed: false })).toBe(false);
    expect(shouldShowPhotoWarning({ user: undefined, routeName: 'members', dismissed: false })).toBe(false);
    expect(shouldShowPhotoWarning({ user: withoutPhoto, routeName: 'members', dismissed: true })).toBe(false);
  });

  it.each(['profile', 'signup', 'activate-done', 'premium', 'notifications', 'directdebit', 'settings'])(
    'does not show on %s (SPEC §2)',
    (routeName) => {
      expect(PHOTO_WARNING_HIDDEN_ROUTES).toContain(routeName);
      expect(shouldShowPhotoWarning({ user: withoutPhoto, routeName, dismissed: false })).toBe(false);
    },
  );
});

describe('dismissal', () => {
  it('is remembered in the storage', () => {
    const storage = memoryStorage();
    expect(isPhotoWarningDismissed(storage)).toBe(false);
    dismissPhotoWarning(storage, 1234);
    expect(storage.data.get(PHOTO_WARNING_DISMISSED_KEY)).toBe('1234');
    expect(isPhotoWarningDismissed(storage)).toBe(true);
  });
});
