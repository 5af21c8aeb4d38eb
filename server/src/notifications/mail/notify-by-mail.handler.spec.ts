import { EMAIL_NOTIFICATION_TYPES, type NotificationPreferences } from '../notifications.contracts';
import { mayMail } from './notify-by-mail.handler';

const preferences = (overrides: Partial<NotificationPreferences> = {}): NotificationPreferences => ({
  email: Object.fromEntries(
    EMAIL_NOTIFICATION_TYPES.map((type) => [type, true]),
  ) as NotificationPreferences['email'],
  frequency: { messages: 'instant', likes: 'instant' },
  notificationsDisabled: [],
  language: 'en',
  emailAddress: 'anna@example.test',
  ...overrides,
});

describe('mayMail', () => {
  it('mails every type by default', () => {
    for (const type of EMAIL_NOTIFICATION_TYPES) expect(mayMail(preferences(), type)).toBe(true);
  });

  it('leaves out a type switched off, and every type while the address is disabled', () => {
    const off = preferences({ email: { ...preferences().email, news: false } });
    expect(mayMail(off, 'news')).toBe(false);
    expect(mayMail(off, 'like')).toBe(true);
    for (const reason of ['bounce', 'fbl', 'listunsubscribe'] as const)
      for (const type of EMAIL_NOTIFICATION_TYPES)
        expect(mayMail(preferences({ notificationsDisabled: [reason] }), type)).toBe(false);
  });

  it('always sends account mails, but never to an account without an address', () => {
    expect(mayMail(preferences({ notificationsDisabled: ['bounce'] }), 'account')).toBe(true);
    expect(mayMail(preferences({ emailAddress: null }), 'account')).toBe(false);
    expect(mayMail(preferences({ emailAddress: null }), 'like')).toBe(false);
  });
});
