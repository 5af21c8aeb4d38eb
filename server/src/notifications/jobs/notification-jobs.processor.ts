import { Process, Processor } from '@nestjs/bull';
import { Inject } from '@nestjs/common';
import type { Job } from 'bull';
import { CLOCK, type Clock } from '../../shared/clock/clock';
import { QUEUES } from '../../shared/queues/queue-names';
import { periodOf, periodOfKey } from '../../shared/scheduling/periods';
import { type ScheduledJobData, ScheduledRuns } from '../../shared/scheduling/scheduled-runs';
import { ActivationReminders } from './activation-reminders';
import { NOTIFICATION_JOBS, type NotificationJobResult } from './notification-job-rules';
import { UnreadMessageReminders } from './unread-message-reminders';
import { WeeklyUpdates } from './weekly-updates';

/** A period that had already finished when its job ran (a job queued again after Bull dropped the first). */
export type NotificationJobOutcome = NotificationJobResult | { skipped: true };

/**
 * Runs the notification jobs Bull hands this instance: each period once (ScheduledRuns.runOnce), and a
 * retry of a run that failed halfway sends no mail twice (each mail's dedupe key, NotifyByMailCommand).
 * A job queued without a period runs for the clock's current one.
 */
@Processor(QUEUES.notificationJobs)
export class NotificationJobsProcessor {
  constructor(
    private readonly runs: ScheduledRuns,
    private readonly unread: UnreadMessageReminders,
    private readonly weekly: WeeklyUpdates,
    private readonly activation: ActivationReminders,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Process(NOTIFICATION_JOBS.unreadMessageReminders.name)
  unreadMessageReminders(job: Job<ScheduledJobData>): Promise<NotificationJobOutcome> {
    const { name, period } = NOTIFICATION_JOBS.unreadMessageReminders;
    return this.once(name, job, () =>
      this.unread.run(this.clock.now(), job.data.period ?? periodOf(period, this.clock.now()).key),
    );
  }

  @Process(NOTIFICATION_JOBS.weeklyUpdates.name)
  weeklyUpdates(job: Job<ScheduledJobData>): Promise<NotificationJobOutcome> {
    const { name, period } = NOTIFICATION_JOBS.weeklyUpdates;
    return this.once(name, job, () =>
      this.weekly.run(job.data.period ? periodOfKey(job.data.period) : periodOf(period, this.clock.now())),
    );
  }

  @Process(NOTIFICATION_JOBS.activationReminders.name)
  activationReminders(job: Job<ScheduledJobData>): Promise<NotificationJobOutcome> {
    return this.once(NOTIFICATION_JOBS.activationReminders.name, job, () =>
      this.activation.run(this.clock.now()),
    );
  }

  private async once(
    name: string,
    job: Job<ScheduledJobData>,
    work: () => Promise<NotificationJobResult>,
  ): Promise<NotificationJobOutcome> {
    return (await this.runs.runOnce(name, job, work)) ?? { skipped: true };
  }
}
