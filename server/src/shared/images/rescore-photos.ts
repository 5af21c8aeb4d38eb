import { Cron, CronExpression } from '@nestjs/schedule';
import type { Job, Queue } from 'bull';
import type { Clock } from '../clock/clock';
import { type ScheduledJobData, ScheduledRuns, type Triggered } from '../scheduling/scheduled-runs';
import { photoSafetyJobOptions, RESCORE_BATCH, rescoreWindow } from './photo-safety-jobs';

/**
 * The cron of a rescore sweep (see RESCORE_AFTER_MS): every ten minutes each instance triggers the hour's
 * run, the first claims it (shared/scheduling). A module subclasses it with its sweep's job name.
 */
export abstract class RescoreSchedule {
  protected abstract readonly job: string;

  constructor(
    private readonly queue: Queue,
    private readonly runs: ScheduledRuns,
  ) {}

  @Cron(CronExpression.EVERY_10_MINUTES)
  schedule(): Promise<Triggered> {
    return this.runs.trigger(this.queue, this.job, 'hour');
  }
}

export interface RescoreSweep<T> {
  /** The sweep's own job name (RESCORE_…_JOB). */
  job: string;
  /** The score job queued for each photo, and the prefix of its job ids. */
  scoreJob: string;
  prefix: string;
  /** The module's photos created between `from` and `to` and still unscored, oldest first. */
  unscored: (from: Date, to: Date, limit: number) => Promise<number[]>;
  dataOf: (id: number) => T;
}

/**
 * One run of a sweep: once per scheduled hour (runOnce), the photos still unscored get their score job
 * queued again under an id of this run (`<prefix>:<id>:<period>`: Bull keeps a failed job under its first
 * id, which would add nothing). Answers how many were queued.
 */
export async function runRescoreSweep<T>(
  sweep: RescoreSweep<T>,
  deps: { runs: ScheduledRuns; queue: Queue<T>; clock: Clock },
  bullJob: Job<ScheduledJobData> | undefined,
): Promise<{ queued: number }> {
  const { runs, queue, clock } = deps;
  const period = bullJob?.data?.period ?? clock.now().toISOString();
  const done = await runs.runOnce(sweep.job, bullJob, async () => {
    const { from, to } = rescoreWindow(clock.now());
    const ids = await sweep.unscored(from, to, RESCORE_BATCH);
    for (const id of ids)
      await queue.add(
        sweep.scoreJob,
        sweep.dataOf(id),
        photoSafetyJobOptions(`${sweep.prefix}:${id}:${period}`),
      );
    return { queued: ids.length };
  });
  return done ?? { queued: 0 };
}
