import { Module } from '@nestjs/common';
import { NotificationPreferencesRepository } from '../database/notification-preferences.repository';
import { NotificationPreferencesCache } from '../database/notification-preferences.cache';
import { MailEventsModule } from '../mail-events/mail-events.module';
import { NotificationPreferencesHttpController } from './commands/update-notification-preferences/notification-preferences.http.controller';
import { UpdateNotificationPreferencesHandler } from './commands/update-notification-preferences/update-notification-preferences.handler';
import { UnsubscribeHttpController } from './commands/unsubscribe/unsubscribe.http.controller';
import { CheckUnsubscribeTokenHandler, UnsubscribeHandler } from './commands/unsubscribe/unsubscribe.handler';
import { EraseNotificationPreferencesOnErasure } from './events/erase-preferences.handler';
import { GetNotificationPreferencesHandler } from './queries/get-notification-preferences/get-notification-preferences.handler';
import { ExportNotificationDataHandler } from './queries/export-notification-data/export-notification-data.handler';
import { PushDataExportReader } from '../database/notification-data-export';

/**
 * The members' e-mail notification preferences (`notifications.php`), the one-click unsubscribe
 * (`unsubscribe.php`) and, in its own sub-module, the mail provider's notices (`mail-events.php`).
 */
@Module({
  imports: [MailEventsModule],
  controllers: [NotificationPreferencesHttpController, UnsubscribeHttpController],
  providers: [
    NotificationPreferencesRepository,
    NotificationPreferencesCache,
    GetNotificationPreferencesHandler,
    ExportNotificationDataHandler,
    PushDataExportReader,
    UpdateNotificationPreferencesHandler,
    CheckUnsubscribeTokenHandler,
    UnsubscribeHandler,
    EraseNotificationPreferencesOnErasure,
  ],
})
export class PreferencesModule {}
