import { Process, Processor } from '@nestjs/bull';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Job } from 'bull';
import { ListMailableAccountIdsQuery } from '../../../identity/identity.contracts';
import { QUEUES } from '../../../shared/queues/queue-names';
import type { SendAnnouncementCommand } from '../../notifications.contracts';
import { NotifyByMailCommand } from '../notify-by-mail.command';

export const ANNOUNCEMENT_JOB = 'announcement';

export type AnnouncementJob = Pick<SendAnnouncementCommand, 'type' | 'campaign' | 'siteId' | 'texts'>;

const PAGE = 200;

/**
 * Sends a promotion or news mail member by member (NotifyByMailCommand checks each one's switch and
 * address); each member's mail has the key `<type>:<campaign>:<member>`, so a retried or repeated job
 * skips those already mailed.
 */
@Processor(QUEUES.notificationMail)
export class AnnouncementProcessor {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
  ) {}

  @Process(ANNOUNCEMENT_JOB)
  async run(job: Job<AnnouncementJob>): Promise<{ queued: number }> {
    const { type, campaign, siteId, texts } = job.data;
    let queued = 0;
    let after = 0;
    for (;;) {
      const ids = await this.queryBus.execute(new ListMailableAccountIdsQuery(siteId, after, PAGE));
      for (const memberId of ids) {
        const answer = await this.commandBus.execute(
          new NotifyByMailCommand(
            memberId,
            type,
            'announcement',
            { texts },
            `${type}:${campaign}:${memberId}`,
          ),
        );
        if (answer.queued) queued++;
      }
      if (ids.length < PAGE) return { queued };
      after = ids[ids.length - 1]!;
      await job.progress(after);
    }
  }
}
