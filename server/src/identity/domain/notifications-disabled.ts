/** Why the account's notification mails are off (SPEC §3 `notifications_disabled`). */
export type NotificationsDisabledReason = 'bounce' | 'fbl' | 'listunsubscribe';

export const NOTIFICATIONS_DISABLED_REASONS: readonly NotificationsDisabledReason[] = [
  'bounce',
  'fbl',
  'listunsubscribe',
];
