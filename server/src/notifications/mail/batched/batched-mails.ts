import { randomUUID } from 'node:crypto';
import { InjectQueue } from '@nestjs/bull';
import { Inject, Injectable } from '@nestjs/common';
import type { Queue } from 'bull';
import type { RedisClientType } from 'redis';
import { AppConfigService } from '../../../shared/config/app-config.service';
import { QUEUES } from '../../../shared/queues/queue-names';
import { REDIS } from '../../../shared/redis/redis.module';
import type { MailItemCategory } from '../../database/notification-mails.repository';

export const BATCHED_MAIL_JOB = 'batched-mail';

export interface BatchedMailJob {
  memberId: number;
  category: MailItemCategory;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** A batch's marker outlives its job's delay by this much (the job deletes it when it starts). */
const MARKER_GRACE_MS = 60 * 60 * 1000;

const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

/**
 * One delayed job per member and category (messages, likes) collects what came in meanwhile into one
 * mail (docs/decisions.md, "Chat and like mails"). The first item of a batch sets a marker in Redis (SET NX)
 * naming the batch's job and queues that job with the delay; later items find the marker and leave it
 * at that. The job deletes its marker when it starts, so items after that start the next batch.
 */
@Injectable()
export class BatchedMails {
  private readonly prefix: string;

  constructor(
    @InjectQueue(QUEUES.notificationMail) private readonly queue: Queue<BatchedMailJob>,
    @Inject(REDIS) private readonly redis: RedisClientType,
    private readonly config: AppConfigService,
  ) {
    this.prefix = config.get('REDIS_PREFIX');
  }

  /**
   * Makes sure a job will mail the member's open items of `category`: after the short delay, or a day.
   * Only the item that opens a batch queues the job (one Redis round trip for the others); when queueing
   * fails, the marker goes again, so the caller's retry opens the batch anew.
   */
  async schedule(
    memberId: number,
    category: MailItemCategory,
    frequency: 'instant' | 'daily',
  ): Promise<void> {
    const delay = frequency === 'daily' ? DAY_MS : this.config.get('NOTIFICATION_MAIL_DELAY_SECONDS') * 1000;
    const marker = this.marker(memberId, category);
    const jobId = `${category}:${memberId}:${randomUUID()}`;
    if (!(await this.redis.set(marker, jobId, { NX: true, PX: delay + MARKER_GRACE_MS }))) return;
    try {
      await this.queue.add(BATCHED_MAIL_JOB, { memberId, category }, { jobId, delay });
    } catch (error) {
      await this.started(memberId, category, jobId).catch(() => undefined);
      throw error;
    }
  }

  /** The job `jobId` started: items from now on go to a new batch. */
  async started(memberId: number, category: MailItemCategory, jobId: string): Promise<void> {
    await this.redis.eval(RELEASE, { keys: [this.marker(memberId, category)], arguments: [jobId] });
  }

  /** The id of the job waiting to mail this member's category, if any (tests, operations). */
  waiting(memberId: number, category: MailItemCategory): Promise<string | null> {
    return this.redis.get(this.marker(memberId, category));
  }

  private marker(memberId: number, category: MailItemCategory): string {
    return `${this.prefix}:notifications:batch:${category}:${memberId}`;
  }
}
