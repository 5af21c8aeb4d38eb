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

/** The hourly sweeps that queue again the photos left unscored (shared/images/rescore-photos.ts). */
export const RESCORE_CHAT_PHOTOS_JOB = 'rescore-chat-photos';
export const RESCORE_PROFILE_PHOTOS_JOB = 'rescore-profile-photos';
