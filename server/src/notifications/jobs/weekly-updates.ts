import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ListMailRecipientsQuery } from '../../identity/identity.contracts';
import { CountLikesReceivedQuery } from '../../matching/matching.contracts';
import { CountNewMembersNearbyQuery } from '../../profiles/profiles.contracts';
import type { PeriodOf } from '../../shared/scheduling/periods';
import { dedupeKeys, type NotificationJobResult, RECIPIENTS_PER_PAGE } from './notification-job-rules';
import { JobMailer } from './job-mailer';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Once a week (on Monday, from 16:00 UTC): each activated member hears what the week that just ended brought
 * them, the likes they received and the new members near them; a member with neither gets no mail.
 */
@Injectable()
export class WeeklyUpdates {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly mailer: JobMailer,
  ) {}

  async run(week: PeriodOf): Promise<NotificationJobResult> {
    const since = new Date(week.start.getTime() - WEEK_MS);
    const until = week.start;
    const result: NotificationJobResult = { considered: 0, queued: 0 };
    for (let after = 0; ;) {
      const members = await this.queryBus.execute(
        new ListMailRecipientsQuery({ status: 'activated', afterId: after, limit: RECIPIENTS_PER_PAGE }),
      );
      if (!members.length) return result;
      after = members[members.length - 1]!.id;
      const ids = members.map((member) => member.id);
      const [likes, newMembers] = await Promise.all([
        this.queryBus.execute(new CountLikesReceivedQuery(ids, since, until)),
        this.queryBus.execute(new CountNewMembersNearbyQuery(ids, since, until)),
      ]);
      for (const member of members) {
        const update = { likes: likes[member.id] ?? 0, newMembers: newMembers[member.id] ?? 0 };
        if (!update.likes && !update.newMembers) continue;
        result.considered++;
        result.queued += await this.mailer.send(
          member.id,
          'weekly_updates',
          'weekly-update',
          { name: member.name, ...update },
          dedupeKeys.weeklyUpdate(member.id, week.key),
        );
      }
    }
  }
}
