import { Module } from '@nestjs/common';
import { NotificationPreferencesRepository } from '../database/notification-preferences.repository';
import { GetNotificationPreferencesHandler } from './queries/get-notification-preferences/get-notification-preferences.handler';

/**
 * The members' e-mail notification preferences (`notifications.php`), the one-click unsubscribe link and
 * the mail provider's bounce, complaint and unsubscribe notices (`mail-events.php`).
 */
@Module({
  providers: [NotificationPreferencesRepository, GetNotificationPreferencesHandler],
})
export class PreferencesModule {}
