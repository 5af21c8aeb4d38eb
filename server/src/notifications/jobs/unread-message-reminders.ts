import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ListMailRecipientsQuery } from '../../identity/identity.contracts';
import { ListUnreadMessageRecipientsQuery } from '../../messaging/messaging.contracts';
import {
  dedupeKeys,
  type NotificationJobResult,
  RECIPIENTS_PER_PAGE,
  UNREAD_REMINDER_AFTER_MS,
  UNREAD_REMINDER_UNTIL_MS,
} from './notification-job-rules';
import { JobMailer } from './job-mailer';

/**
 * Once a day: every member with a message that has waited unread for more than a day (and less than a
 * week) is reminded, once that day, with how many unread messages they have. Reading them ends it.
 */
@Injectable()
export class UnreadMessageReminders {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly mailer: JobMailer,
  ) {}

  async run(now: Date, day: string): Promise<NotificationJobResult> {
    const sentSince = new Date(now.getTime() - UNREAD_REMINDER_UNTIL_MS);
    const sentBefore = new Date(now.getTime() - UNREAD_REMINDER_AFTER_MS);
    const result: NotificationJobResult = { considered: 0, queued: 0 };
    for (let after = 0; ;) {
      const page = await this.queryBus.execute(
        new ListUnreadMessageRecipientsQuery(sentSince, sentBefore, after, RECIPIENTS_PER_PAGE),
      );
      if (!page.length) return result;
      after = page[page.length - 1]!.memberId;
      const accounts = await this.queryBus.execute(
        new ListMailRecipientsQuery({
          ids: page.map((one) => one.memberId),
          afterId: 0,
          limit: page.length,
        }),
      );
      const names = new Map(accounts.map((account) => [account.id, account.name]));
      for (const recipient of page) {
        const name = names.get(recipient.memberId);
        if (name === undefined) continue;
        result.considered++;
        result.queued += await this.mailer.send(
          recipient.memberId,
          'unread_message_reminders',
          'unread-message-reminder',
          { name, count: recipient.unreadMessages, conversations: recipient.conversations },
          dedupeKeys.unreadReminder(recipient.memberId, day),
        );
      }
    }
  }
}
