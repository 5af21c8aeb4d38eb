import { InjectQueue } from '@nestjs/bull';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import type { Queue } from 'bull';
import { CLOCK, type Clock } from '../../shared/clock/clock';
import { QUEUES } from '../../shared/queues/queue-names';
import { ScheduledRuns, type Triggered } from '../../shared/scheduling/scheduled-runs';
import { NOTIFICATION_JOBS, type NotificationJob } from './notification-job-rules';

/**
 * The cron of every instance, every ten minutes: each notification job's current period (by the injected
 * clock) is claimed by the first instance to get there from the job's `fromHourUtc` on, and queued on Bull
 * `notification-jobs` as `<job>:<period>` (shared/scheduling/scheduled-runs.ts). Later ticks of the
 * period queue nothing new.
 */
@Injectable()
export class NotificationJobsSchedule {
  private readonly logger = new Logger(NotificationJobsSchedule.name);

  constructor(
    @InjectQueue(QUEUES.notificationJobs) private readonly queue: Queue,
    private readonly runs: ScheduledRuns,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Cron(CronExpression.EVERY_10_MINUTES)
  async triggerAll(): Promise<void> {
    for (const job of Object.keys(NOTIFICATION_JOBS) as NotificationJob[])
      await this.trigger(job).catch((error: unknown) =>
        this.logger.warn(`${NOTIFICATION_JOBS[job].name} not triggered: ${String(error)}`),
      );
  }

  /** Claims and queues the job's current period (see ScheduledRuns.trigger); null before its hour of the day. */
  async trigger(job: NotificationJob): Promise<Triggered | null> {
    const { name, period, fromHourUtc } = NOTIFICATION_JOBS[job];
    if (this.clock.now().getUTCHours() < fromHourUtc) return null;
    return this.runs.trigger(this.queue, name, period);
  }
}
