import type { Job, Queue } from 'bull';
import type { Clock } from '../clock/clock';
import type { ScheduledJobData, ScheduledRuns, Triggered } from '../scheduling/scheduled-runs';
import { photoSafetyJobOptions } from './photo-safety-jobs';

/**
 * The hourly sweeps that queue again the photos left unscored: the queue could not take the job when
 * the photo came (Redis away: the upload or send still succeeded), or every try of the job failed. A
 * photo unscored `RESCORE_AFTER_MS` after it came is queued again; after `RESCORE_UNTIL_MS` it is given
 * up (a file that cannot be read would otherwise be tried forever).
 */
const RESCORE_AFTER_MS = 10 * 60 * 1000;
const RESCORE_UNTIL_MS = 7 * 24 * 60 * 60 * 1000;
/** At most this many photos per sweep: the classifier takes a second or so for each. */
const RESCORE_BATCH = 200;

/** One module's sweep: its job, the score job it queues again, and how it finds its unscored photos. */
export interface RescoreSweep<T> {
  /** The sweep's own job name (RESCORE_…_JOB). */
  job: string;
  /** The score job queued for each photo, and the prefix of its job ids. */
  scoreJob: string;
  prefix: string;
  /** The module's photos created between `from` and `to` and still unscored, oldest first. */
  unscored: (from: Date, to: Date, limit: number) => Promise<number[]>;
  dataOf: (id: number) => T;
  runs: ScheduledRuns;
  queue: Queue<T>;
  clock: Clock;
}

/** The cron's part, every ten minutes on each instance: the first to claim the hour queues its run. */
export function triggerRescore<T>({ runs, queue, job }: RescoreSweep<T>): Promise<Triggered> {
  return runs.trigger(queue as Queue, job, 'hour');
}

/**
 * One run of a sweep: once per scheduled hour (runOnce), the photos still unscored get their score job
 * queued again under an id of this run (`<prefix>:<id>:<period>`: Bull keeps a failed job under its first
 * id, which would add nothing). Answers how many were queued.
 */
export async function runRescoreSweep<T>(
  sweep: RescoreSweep<T>,
  bullJob: Job<ScheduledJobData> | undefined,
): Promise<{ queued: number }> {
  const { runs, queue, clock } = sweep;
  const period = bullJob?.data?.period ?? clock.now().toISOString();
  const done = await runs.runOnce(sweep.job, bullJob, async () => {
    const now = clock.now().getTime();
    const from = new Date(now - RESCORE_UNTIL_MS);
    const ids = await sweep.unscored(from, new Date(now - RESCORE_AFTER_MS), RESCORE_BATCH);
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
