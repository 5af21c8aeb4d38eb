import { InjectQueue, Process, Processor } from '@nestjs/bull';
import { Inject } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import type { Job, Queue } from 'bull';
import { CLOCK, type Clock } from '../../shared/clock/clock';
import {
  RESCORE_PROFILE_PHOTOS_JOB,
  SCORE_PROFILE_PHOTO_JOB,
  type ScoreProfilePhotoJob,
} from '../../shared/images/photo-safety-jobs';
import { type RescoreSweep, runRescoreSweep, triggerRescore } from '../../shared/images/rescore-photos';
import { QUEUES } from '../../shared/queues/queue-names';
import { type ScheduledJobData, ScheduledRuns, type Triggered } from '../../shared/scheduling/scheduled-runs';
import { PhotoReviewRepository } from '../database/photo-review.repository';

/**
 * Profile photos left unscored (the queue was away when they were uploaded) get their score job again:
 * until scored, a photo is neither sorted by risk in the review queue nor held above the threshold.
 */
@Processor(QUEUES.photoSafety)
export class RescoreProfilePhotos {
  private readonly sweep: RescoreSweep<ScoreProfilePhotoJob>;

  constructor(
    reviews: PhotoReviewRepository,
    runs: ScheduledRuns,
    @InjectQueue(QUEUES.photoSafety) queue: Queue<ScoreProfilePhotoJob>,
    @Inject(CLOCK) clock: Clock,
  ) {
    this.sweep = {
      job: RESCORE_PROFILE_PHOTOS_JOB,
      scoreJob: SCORE_PROFILE_PHOTO_JOB,
      prefix: 'profile-photo',
      unscored: (from, to, limit) => reviews.unscoredBetween(from, to, limit),
      dataOf: (photoId) => ({ photoId }),
      runs,
      queue,
      clock,
    };
  }

  @Cron(CronExpression.EVERY_10_MINUTES)
  schedule(): Promise<Triggered> {
    return triggerRescore(this.sweep);
  }

  @Process(RESCORE_PROFILE_PHOTOS_JOB)
  run(job?: Job<ScheduledJobData>): Promise<{ queued: number }> {
    return runRescoreSweep(this.sweep, job);
  }
}
