import { Module } from '@nestjs/common';
import { NotificationMailsRepository } from '../database/notification-mails.repository';
import { MailItemNotes } from '../database/mail-item-notes';
import { AnnouncementProcessor } from './announcements/announcement.processor';
import { SendAnnouncementHandler } from './announcements/send-announcement.handler';
import { BatchedMailProcessor } from './batched/batched-mail.processor';
import { BatchedMails } from './batched/batched-mails';
import { MarkPageHiddenHandler } from './commands/mark-page-hidden/mark-page-hidden.handler';
import { PageHiddenHttpController } from './commands/mark-page-hidden/page-hidden.http.controller';
import {
  EraseMailRecords,
  MailAboutLike,
  MailAboutMatch,
  MailAboutMessage,
  MailItems,
  MarkReaderSeen,
} from './events/mail-events.handlers';
import { NotifyByMailHandler } from './notify-by-mail.handler';
import { MemberPresence } from './presence/member-presence';

/**
 * Notification mails: NotifyByMailCommand (preferences, templates, one-click unsubscribe, once per
 * dedupe key, on the mail queue); the batched mails about messages, likes and matches (outbox handlers,
 * a delayed job per member), sent only to members not in the app (page-hidden.php, open sockets); and
 * promotions and news to every member who wants them (SendAnnouncementCommand).
 */
@Module({
  controllers: [PageHiddenHttpController],
  providers: [
    NotificationMailsRepository,
    NotifyByMailHandler,
    MemberPresence,
    MarkPageHiddenHandler,
    BatchedMails,
    BatchedMailProcessor,
    MailItems,
    MailItemNotes,
    MailAboutMessage,
    MarkReaderSeen,
    MailAboutLike,
    MailAboutMatch,
    EraseMailRecords,
    SendAnnouncementHandler,
    AnnouncementProcessor,
  ],
})
export class NotificationMailModule {}
