import { InjectQueue, Process, Processor } from '@nestjs/bull';
import { Inject, Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import type { Job, Queue } from 'bull';
import { CLOCK, type Clock } from '../../shared/clock/clock';
import { QUEUES } from '../../shared/queues/queue-names';
import { type ScheduledJobData, ScheduledRuns, type Triggered } from '../../shared/scheduling/scheduled-runs';
import { AccountLifecycleRepository } from '../database/account-lifecycle.repository';

export const REACTIVATION_WINDOW_MS = 14 * 24 * 60 * 60 * 1000;
export const ERASE_EXPIRED_JOB = 'erase-expired';

/**
 * Every ten minutes each instance's cron triggers the run of the current hour: the first to claim the hour
 * (scheduled_runs) queues it as Bull job `erase-expired:<hour>`, later triggers of the hour queue nothing
 * new, and a finished hour is never run again (shared/scheduling).
 */
@Injectable()
export class EraseExpiredAccountsSchedule {
  constructor(
    @InjectQueue(QUEUES.accountErasure) private readonly queue: Queue,
    private readonly runs: ScheduledRuns,
  ) {}

  @Cron(CronExpression.EVERY_10_MINUTES)
  schedule(): Promise<Triggered> {
    return this.runs.trigger(this.queue, ERASE_EXPIRED_JOB, 'hour');
  }
}

/**
 * 14 days after deletion the personal data goes for good: the account row stays, anonymised, so the
 * ledger's rows keep an owner for finance; other modules erase their part on AccountErased.
 */
@Processor(QUEUES.accountErasure)
export class EraseExpiredAccountsProcessor {
  constructor(
    private readonly lifecycle: AccountLifecycleRepository,
    private readonly runs: ScheduledRuns,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** A scheduled hour runs once (an hour already finished answers `skipped`); a job queued without one runs as asked. */
  @Process(ERASE_EXPIRED_JOB)
  async run(job?: Job<ScheduledJobData>): Promise<{ erased: number[]; skipped?: true }> {
    return (
      (await this.runs.runOnce(ERASE_EXPIRED_JOB, job, () => this.eraseExpired())) ?? {
        erased: [],
        skipped: true,
      }
    );
  }

  private async eraseExpired(): Promise<{ erased: number[] }> {
    const expired = await this.lifecycle.deletedBefore(
      new Date(this.clock.now().getTime() - REACTIVATION_WINDOW_MS),
    );
    // One account at a time: its anonymised row and its AccountErased event commit together.
    for (const accountId of expired) await this.lifecycle.erase(accountId);
    return { erased: expired };
  }
}
