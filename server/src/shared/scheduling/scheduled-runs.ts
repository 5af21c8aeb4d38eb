import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Job, Queue } from 'bull';
import type { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../clock/clock';
import { periodOf, type SchedulePeriod } from './periods';

/** What a scheduled Bull job carries: the period it runs for. Without one (a job queued by hand) it just runs. */
export interface ScheduledJobData {
  period?: string;
}

export interface Triggered {
  /** The Bull job id, `<job>:<period>`: one job per period, whoever queued it. */
  jobId: string;
  period: string;
  /** This call inserted the period's row (it was the first trigger of the period). */
  claimed: boolean;
  /** The run was already finished: nothing was queued. */
  finished: boolean;
}

/**
 * Once per period, however many instances run the cron and however often Bull retries (the table
 * `scheduled_runs`): the cron of every instance calls `trigger`, whose `INSERT … ON CONFLICT DO NOTHING`
 * lets exactly one of them claim the period; the job is queued with the id `<job>:<period>`, so Bull holds
 * one job per period. A trigger that finds the period claimed but not finished queues it again under the
 * same id (a no-op while Bull still holds the job; it brings back a job a crash between claim and queue,
 * or a lost Redis, dropped). The processor wraps its work in `runOnce`, which skips a finished period and
 * marks it finished after the work: a retry of a run that failed halfway does the work again, so the work
 * itself must be idempotent per item (notifications' mails carry a dedupe key per member and period).
 * The period is read from the injected clock, so tests move it.
 */
@Injectable()
export class ScheduledRuns {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Claims the current period of `job` and queues its run, unless that period's run has finished. */
  async trigger(queue: Queue, job: string, period: SchedulePeriod): Promise<Triggered> {
    const key = periodOf(period, this.clock.now()).key;
    const jobId = `${job}:${key}`;
    const claimed = await this.claim(job, key);
    const finished = !claimed && (await this.isFinished(job, key));
    if (!finished) await queue.add(job, { period: key } satisfies ScheduledJobData, { jobId });
    return { jobId, period: key, claimed, finished };
  }

  /**
   * Runs `work` for the period of the Bull job unless that period already finished (answers null then),
   * and marks the period finished once `work` returned. A job without a period runs `work` as it is.
   */
  async runOnce<T>(
    job: string,
    bullJob: Job<ScheduledJobData> | undefined,
    work: () => Promise<T>,
  ): Promise<T | null> {
    const period = bullJob?.data?.period;
    if (!period) return work();
    if (await this.isFinished(job, period)) return null;
    const result = await work();
    await this.finish(job, period);
    return result;
  }

  /** True for the one caller whose insert made the row. */
  async claim(job: string, period: string): Promise<boolean> {
    const rows = (await this.dataSource.query(
      `INSERT INTO scheduled_runs (job, period, claimed_at) VALUES ($1, $2, $3)
       ON CONFLICT (job, period) DO NOTHING RETURNING job`,
      [job, period, this.clock.now()],
    )) as unknown[];
    return rows.length === 1;
  }

  async isFinished(job: string, period: string): Promise<boolean> {
    const rows = (await this.dataSource.query(
      `SELECT 1 FROM scheduled_runs WHERE job = $1 AND period = $2 AND finished_at IS NOT NULL`,
      [job, period],
    )) as unknown[];
    return rows.length > 0;
  }

  private async finish(job: string, period: string): Promise<void> {
    const now = this.clock.now();
    await this.dataSource.query(
      `INSERT INTO scheduled_runs (job, period, claimed_at, finished_at) VALUES ($1, $2, $3, $3)
       ON CONFLICT (job, period) DO UPDATE SET finished_at = EXCLUDED.finished_at
         WHERE scheduled_runs.finished_at IS NULL`,
      [job, period, now],
    );
  }
}
