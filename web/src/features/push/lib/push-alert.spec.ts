import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../test/memory-storage';
import {
  dismissPushAlert,
  isPushAlertDismissed,
  PUSH_ALERT_DISMISSED_KEY,
  PUSH_ALERT_HIDDEN_ROUTES,
  shouldShowPushAlert,
} from './push-alert';

const shown = { loggedIn: true, routeName: 'members', state: 'not_subscribed' as const, dismissed: false };

describe('the push alert (SPEC §2)', () => {
  it('shows for a logged-in member whose browser can take pushes and has none', () => {
    expect(shouldShowPushAlert(shown)).toBe(true);
    expect(shouldShowPushAlert({ ...shown, loggedIn: false })).toBe(false);
    expect(shouldShowPushAlert({ ...shown, loggedIn: undefined })).toBe(false);
    expect(shouldShowPushAlert({ ...shown, dismissed: true })).toBe(false);
    for (const state of ['unknown', 'capable', 'not_capable', 'subscribed', 'denied'] as const)
      expect(shouldShowPushAlert({ ...shown, state })).toBe(false);
  });

  it('is not shown on signup, notifications, activate-done, directdebit and premium', () => {
    for (const routeName of ['signup', 'notifications', 'activate-done', 'directdebit', 'premium'])
      expect(PUSH_ALERT_HIDDEN_ROUTES).toContain(routeName);
    for (const routeName of PUSH_ALERT_HIDDEN_ROUTES)
      expect(shouldShowPushAlert({ ...shown, routeName })).toBe(false);
    expect(shouldShowPushAlert({ ...shown, routeName: 'settings' })).toBe(true);
  });

  it('remembers a dismissal', () => {
    const storage = memoryStorage();
    expect(isPushAlertDismissed(storage)).toBe(false);
    dismissPushAlert(storage, 1_700_000_000_000);
    expect(storage.getItem(PUSH_ALERT_DISMISSED_KEY)).toBe('1700000000000');
    expect(isPushAlertDismissed(storage)).toBe(true);
  });
});
