import { InjectQueue, Process, Processor } from '@nestjs/bull';
import { Inject, Injectable } from '@nestjs/common';
import type { Job, Queue } from 'bull';
import { CLOCK, type Clock } from '../../shared/clock/clock';
import {
  RESCORE_PROFILE_PHOTOS_JOB,
  SCORE_PROFILE_PHOTO_JOB,
  type ScoreProfilePhotoJob,
} from '../../shared/images/photo-safety-jobs';
import { RescoreSchedule, runRescoreSweep } from '../../shared/images/rescore-photos';
import { QUEUES } from '../../shared/queues/queue-names';
import { type ScheduledJobData, ScheduledRuns } from '../../shared/scheduling/scheduled-runs';
import { PhotoReviewRepository } from '../database/photo-review.repository';

@Injectable()
export class RescoreProfilePhotosSchedule extends RescoreSchedule {
  protected readonly job = RESCORE_PROFILE_PHOTOS_JOB;

  constructor(@InjectQueue(QUEUES.photoSafety) queue: Queue, runs: ScheduledRuns) {
    super(queue, runs);
  }
}

/**
 * Profile photos left unscored (the queue was away when they were uploaded) get their score job again:
 * until scored, a photo is neither sorted by risk in the review queue nor held above the threshold.
 */
@Processor(QUEUES.photoSafety)
export class RescoreProfilePhotosProcessor {
  constructor(
    private readonly reviews: PhotoReviewRepository,
    private readonly runs: ScheduledRuns,
    @InjectQueue(QUEUES.photoSafety) private readonly queue: Queue<ScoreProfilePhotoJob>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Process(RESCORE_PROFILE_PHOTOS_JOB)
  run(job?: Job<ScheduledJobData>): Promise<{ queued: number }> {
    return runRescoreSweep(
      {
        job: RESCORE_PROFILE_PHOTOS_JOB,
        scoreJob: SCORE_PROFILE_PHOTO_JOB,
        prefix: 'profile-photo',
        unscored: (from, to, limit) => this.reviews.unscoredBetween(from, to, limit),
        dataOf: (photoId) => ({ photoId }),
      },
      { runs: this.runs, queue: this.queue, clock: this.clock },
      job,
    );
  }
}
