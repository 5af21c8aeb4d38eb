import type { JobOptions } from 'bull';

/** The jobs of the `photo-safety` queue: score a photo once it is stored (issue 14 §3). */
export const SCORE_PROFILE_PHOTO_JOB = 'score-profile-photo';
export const SCORE_CHAT_PHOTO_JOB = 'score-chat-photo';

export interface ScoreProfilePhotoJob {
  photoId: number;
}

export interface ScoreChatPhotoJob {
  messageId: number;
}

/**
 * One job per photo (its id names it, so a retried enqueue adds nothing), one at a time per process:
 * the classifier takes the CPU for a second or so.
 */
export const photoSafetyJobOptions = (jobId: string): JobOptions => ({
  jobId,
  attempts: 3,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: 1000,
  removeOnFail: 1000,
});

/**
 * The hourly sweeps that queue again the photos left unscored: the queue could not take the job when
 * the photo came (Redis away: the upload or send still succeeded), or every try of the job failed. A
 * photo unscored `RESCORE_AFTER_MS` after it came is queued again; after `RESCORE_UNTIL_MS` it is given
 * up (a file that cannot be read would otherwise be tried forever).
 */
export const RESCORE_CHAT_PHOTOS_JOB = 'rescore-chat-photos';
export const RESCORE_PROFILE_PHOTOS_JOB = 'rescore-profile-photos';
export const RESCORE_AFTER_MS = 10 * 60 * 1000;
export const RESCORE_UNTIL_MS = 7 * 24 * 60 * 60 * 1000;
/** At most this many photos per sweep: the classifier takes a second or so for each. */
export const RESCORE_BATCH = 200;

/** The window of creation times a sweep at `now` looks in. */
export function rescoreWindow(now: Date): { from: Date; to: Date } {
  return { from: new Date(now.getTime() - RESCORE_UNTIL_MS), to: new Date(now.getTime() - RESCORE_AFTER_MS) };
}
