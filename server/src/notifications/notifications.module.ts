import { Module } from '@nestjs/common';
import { PreferencesModule } from './preferences/preferences.module';

/** Notification mails, push, preferences and reminder jobs: each part is a sub-module of its own. */
@Module({
  imports: [PreferencesModule],
})
export class NotificationsModule {}
