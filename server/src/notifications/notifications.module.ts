import { Module } from '@nestjs/common';
import { NotificationMailModule } from './mail/notification-mail.module';
import { PreferencesModule } from './preferences/preferences.module';

/** Notification mails, push, preferences and reminder jobs: each part is a sub-module of its own. */
@Module({
  imports: [PreferencesModule, NotificationMailModule],
})
export class NotificationsModule {}
