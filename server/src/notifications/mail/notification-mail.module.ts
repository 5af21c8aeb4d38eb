import { Module } from '@nestjs/common';
import { NotificationMailsRepository } from '../database/notification-mails.repository';
import { NotifyByMailHandler } from './notify-by-mail.handler';

/**
 * Notification mails: NotifyByMailCommand (preferences, templates, one-click unsubscribe, once per
 * dedupe key, on the mail queue).
 */
@Module({
  providers: [NotificationMailsRepository, NotifyByMailHandler],
})
export class NotificationMailModule {}
