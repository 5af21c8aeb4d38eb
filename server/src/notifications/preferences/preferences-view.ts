import type { NotificationPreferencesRow } from '../database/notification-preferences.row';
import {
  EMAIL_NOTIFICATION_TYPES,
  type EmailNotificationType,
  type NotificationFrequency,
} from '../notifications.contracts';

/** A member who never changed anything: every type on, both frequencies at once. */
export const DEFAULT_PREFERENCES: NotificationPreferencesRow = {
  new_conversations: true,
  new_messages: true,
  like: true,
  unread_message_reminders: true,
  promotions: true,
  weekly_updates: true,
  news: true,
  reminders: true,
  messages_frequency: 'instant',
  likes_frequency: 'instant',
};

/** The switches and frequencies of a row (or of the defaults). */
export function switchesOf(row: NotificationPreferencesRow | null): {
  email: Record<EmailNotificationType, boolean>;
  frequency: { messages: NotificationFrequency; likes: NotificationFrequency };
} {
  const source = row ?? DEFAULT_PREFERENCES;
  const email = {} as Record<EmailNotificationType, boolean>;
  for (const type of EMAIL_NOTIFICATION_TYPES) email[type] = source[type];
  return { email, frequency: { messages: source.messages_frequency, likes: source.likes_frequency } };
}
