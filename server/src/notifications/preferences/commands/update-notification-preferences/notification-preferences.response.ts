import type {
  EmailNotificationType,
  NotificationFrequency,
  NotificationPreferences,
  NotificationsDisabledReason,
} from '../../../notifications.contracts';

/** GET and PUT of notifications.php (docs/api.md "Notification preferences"). */
export class NotificationPreferencesResponse {
  /** Each e-mail notification type on (true) or off. */
  email: Record<EmailNotificationType, boolean>;
  frequency: { messages: NotificationFrequency; likes: NotificationFrequency };
  /** Why e-mail notifications are off (bounce, fbl, listunsubscribe); empty while they are on. */
  notifications_disabled: NotificationsDisabledReason[];
}

export function toPreferencesResponse(preferences: NotificationPreferences): NotificationPreferencesResponse {
  return {
    email: preferences.email,
    frequency: preferences.frequency,
    notifications_disabled: preferences.notificationsDisabled,
  };
}
