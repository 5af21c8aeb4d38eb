import { Module } from '@nestjs/common';
import { NotificationMailModule } from './mail/notification-mail.module';
import { NotificationJobsModule } from './jobs/notification-jobs.module';
import { PushModule } from './push/push.module';
import { PreferencesModule } from './preferences/preferences.module';

/** Notification mails, push, preferences and reminder jobs: each part is a sub-module of its own. */
@Module({
  imports: [PreferencesModule, NotificationMailModule, NotificationJobsModule, PushModule],
})
export class NotificationsModule {}
