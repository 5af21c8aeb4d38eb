import type { Schemas } from '../../../api/types';
import { apiClient } from '../../../lib/api-client';

type PreferencesResponse = Schemas['NotificationPreferencesResponse'];

/** The e-mail notification types (SPEC §3), in the order the page lists them. */
export const EMAIL_TYPES = [
  'new_conversations',
  'new_messages',
  'like',
  'unread_message_reminders',
  'promotions',
  'weekly_updates',
  'news',
  'reminders',
] as const;
export type EmailType = (typeof EMAIL_TYPES)[number];

export const FREQUENCIES = ['instant', 'daily', 'never'] as const satisfies readonly Frequency[];
export type FrequencyTopic = keyof PreferencesResponse['frequency'];
export type Frequency = PreferencesResponse['frequency'][FrequencyTopic];

export type DisabledReason = PreferencesResponse['notifications_disabled'][number];

/**
 * GET/PUT /api/notifications.php (docs/api.md "Notification preferences"): the generated shape, with the
 * e-mail switches keyed by the SPEC's types (the server's schema leaves their names open).
 */
export type NotificationPreferences = Omit<PreferencesResponse, 'email'> & {
  email: Record<EmailType, boolean>;
};

export interface PreferencesChange {
  email?: Partial<Record<EmailType, boolean>>;
  frequency?: Partial<Record<FrequencyTopic, Frequency>>;
  enable_email?: true;
}

export const PREFERENCES_QUERY_KEY = ['notification-preferences'] as const;

export function getPreferences(): Promise<NotificationPreferences> {
  return apiClient.get<NotificationPreferences>('/api/notifications.php');
}

/** Sends only what changed: the server writes only the switches named. */
export function updatePreferences(change: PreferencesChange): Promise<NotificationPreferences> {
  return apiClient.put<NotificationPreferences>('/api/notifications.php', change);
}

/** What the page shows before and after a change: the change applied to what the app has. */
export function applyChange(
  preferences: NotificationPreferences,
  change: PreferencesChange,
): NotificationPreferences {
  return {
    email: { ...preferences.email, ...change.email },
    frequency: { ...preferences.frequency, ...change.frequency },
    notifications_disabled: change.enable_email ? [] : preferences.notifications_disabled,
  };
}

/** GET/PUT /api/push-subscriptions.php: the member's push choices and devices. */
export type PushDevice = Schemas['PushDeviceResponse'];
export type PushSettings = Schemas['PushSubscriptionsResponse'];

export type PushChange = { show_message_text: boolean } | { id: number; enabled: boolean };

export const PUSH_SETTINGS_QUERY_KEY = ['push-subscriptions'] as const;

/** Answers null when the endpoint is not there (anything but a 200): the page then shows no push section. */
export async function getPushSettings(): Promise<PushSettings | null> {
  try {
    const settings = await apiClient.get<PushSettings>('/api/push-subscriptions.php', { retries: 0 });
    return settings && Array.isArray(settings.devices) ? settings : null;
  } catch {
    return null;
  }
}

export function updatePushSettings(change: PushChange): Promise<PushSettings> {
  return apiClient.put<PushSettings>('/api/push-subscriptions.php', change);
}
