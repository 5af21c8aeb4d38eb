import type { NotificationFrequency } from '../notifications.contracts';

/** A member's row of `notification_preferences` (no row: the defaults). */
export interface NotificationPreferencesRow {
  new_conversations: boolean;
  new_messages: boolean;
  like: boolean;
  unread_message_reminders: boolean;
  promotions: boolean;
  weekly_updates: boolean;
  news: boolean;
  reminders: boolean;
  messages_frequency: NotificationFrequency;
  likes_frequency: NotificationFrequency;
}
