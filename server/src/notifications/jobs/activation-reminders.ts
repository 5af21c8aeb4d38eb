import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ListMailRecipientsQuery } from '../../identity/identity.contracts';
import {
  ACTIVATION_REMINDER_AFTER_MS,
  ACTIVATION_REMINDER_UNTIL_MS,
  dedupeKeys,
  type NotificationJobResult,
  RECIPIENTS_PER_PAGE,
} from './notification-job-rules';
import { JobMailer } from './job-mailer';

/**
 * Every hour: members who signed up more than a day ago (and less than a week) and have not confirmed
 * their address are reminded, once ever. The mail brings them to the app, whose activation reminder
 * sends a fresh link: a new link here would cancel the one the signup mail carried.
 */
@Injectable()
export class ActivationReminders {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly mailer: JobMailer,
  ) {}

  async run(now: Date): Promise<NotificationJobResult> {
    const signedUpSince = new Date(now.getTime() - ACTIVATION_REMINDER_UNTIL_MS);
    const signedUpBefore = new Date(now.getTime() - ACTIVATION_REMINDER_AFTER_MS);
    const result: NotificationJobResult = { considered: 0, queued: 0 };
    for (let after = 0; ;) {
      const members = await this.queryBus.execute(
        new ListMailRecipientsQuery({
          status: 'not_confirmed',
          signedUpSince,
          signedUpBefore,
          afterId: after,
          limit: RECIPIENTS_PER_PAGE,
        }),
      );
      if (!members.length) return result;
      after = members[members.length - 1]!.id;
      for (const member of members) {
        result.considered++;
        result.queued += await this.mailer.send(
          member.id,
          'reminders',
          'activation-reminder',
          { name: member.name },
          dedupeKeys.activationReminder(member.id),
        );
      }
    }
  }
}
