import { describe, expect, it } from 'vitest';
import { activateReminderMode, type ActivateReminderInput } from './activate-reminder';

const newMember = {
  status: 'not_confirmed',
  notifications_disabled: [],
  profile: { status: 'disabled' },
};

const base: ActivateReminderInput = { user: newMember, routeName: 'members', search: '', smartphone: false };

describe('activateReminderMode', () => {
  it('is an alert for a new, unconfirmed member', () => {
    expect(activateReminderMode(base)).toBe('alert');
    expect(activateReminderMode({ ...base, smartphone: true })).toBe('alert');
    expect(activateReminderMode({ ...base, search: '?api_signup_complete=1' })).toBe('alert');
  });

  it('is a modal right after signup on a smartphone', () => {
    expect(activateReminderMode({ ...base, search: '?api_signup_complete=1', smartphone: true })).toBe(
      'modal',
    );
    expect(activateReminderMode({ ...base, search: '?x=1&api_signup_complete', smartphone: true })).toBe(
      'modal',
    );
  });

  it('becomes an alert once the modal was closed', () => {
    expect(
      activateReminderMode({
        ...base,
        search: '?api_signup_complete=1',
        smartphone: true,
        modalDismissed: true,
      }),
    ).toBe('alert');
  });

  it('needs a logged-in member', () => {
    expect(activateReminderMode({ ...base, user: null })).toBeNull();
    expect(activateReminderMode({ ...base, user: undefined })).toBeNull();
  });

  it('needs the status not_confirmed', () => {
    expect(activateReminderMode({ ...base, user: { ...newMember, status: 'activated' } })).toBeNull();
  });

  it('needs a disabled profile', () => {
    expect(
      activateReminderMode({ ...base, user: { ...newMember, profile: { status: 'enabled' } } }),
    ).toBeNull();
    expect(activateReminderMode({ ...base, user: { ...newMember, profile: null } })).toBeNull();
  });

  it('does not show when notifications are disabled', () => {
    expect(
      activateReminderMode({ ...base, user: { ...newMember, notifications_disabled: ['bounce'] } }),
    ).toBeNull();
  });

  it.each(['signup', 'members-id-signup', 'complete-signup', 'settings', 'notifications'])(
    'does not show on %s',
    (routeName) => {
      expect(activateReminderMode({ ...base, routeName })).toBeNull();
    },
  );

  it('shows on other routes', () => {
    for (const routeName of ['index', 'members-id', 'chats', 'profile', 'activate-error', undefined])
      expect(activateReminderMode({ ...base, routeName })).toBe('alert');
  });
});
