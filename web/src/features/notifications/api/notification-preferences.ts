import { apiClient } from '../../../lib/api-client';

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

export const FREQUENCIES = ['instant', 'daily', 'never'] as const;
export type Frequency = (typeof FREQUENCIES)[number];
export type FrequencyTopic = 'messages' | 'likes';

export type DisabledReason = 'bounce' | 'fbl' | 'listunsubscribe';

/** GET/PUT /api/notifications.php (docs/api.md "Notification preferences"). */
export interface NotificationPreferences {
  email: Record<EmailType, boolean>;
  frequency: Record<FrequencyTopic, Frequency>;
  notifications_disabled: DisabledReason[];
}

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

/** PUSH's GET/PUT /api/push-subscriptions.php: the member's push choices and devices. */
export interface PushDevice {
  id: number;
  label: string;
  enabled: boolean;
  created_at: string;
}

export interface PushSettings {
  show_message_text: boolean;
  devices: PushDevice[];
}

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

export function updatePushSettings(change: PushChange): Promise<unknown> {
  return apiClient.put<unknown>('/api/push-subscriptions.php', change);
}
