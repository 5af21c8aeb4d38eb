import { InjectQueue, Process, Processor } from '@nestjs/bull';
import { Inject } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import type { Job, Queue } from 'bull';
import { CLOCK, type Clock } from '../../shared/clock/clock';
import {
  RESCORE_CHAT_PHOTOS_JOB,
  SCORE_CHAT_PHOTO_JOB,
  type ScoreChatPhotoJob,
} from '../../shared/images/photo-safety-jobs';
import { type RescoreSweep, runRescoreSweep, triggerRescore } from '../../shared/images/rescore-photos';
import { QUEUES } from '../../shared/queues/queue-names';
import { type ScheduledJobData, ScheduledRuns, type Triggered } from '../../shared/scheduling/scheduled-runs';
import { ChatPhotoScoresRepository } from '../database/chat-photo-scores.repository';

/** Chat photos left unscored (the queue was away when they were sent) get their score job again. */
@Processor(QUEUES.photoSafety)
export class RescoreChatPhotos {
  private readonly sweep: RescoreSweep<ScoreChatPhotoJob>;

  constructor(
    scores: ChatPhotoScoresRepository,
    runs: ScheduledRuns,
    @InjectQueue(QUEUES.photoSafety) queue: Queue<ScoreChatPhotoJob>,
    @Inject(CLOCK) clock: Clock,
  ) {
    this.sweep = {
      job: RESCORE_CHAT_PHOTOS_JOB,
      scoreJob: SCORE_CHAT_PHOTO_JOB,
      prefix: 'chat-photo',
      unscored: (from, to, limit) => scores.unscoredBetween(from, to, limit),
      dataOf: (messageId) => ({ messageId }),
      runs,
      queue,
      clock,
    };
  }

  @Cron(CronExpression.EVERY_10_MINUTES)
  schedule(): Promise<Triggered> {
    return triggerRescore(this.sweep);
  }

  @Process(RESCORE_CHAT_PHOTOS_JOB)
  run(job?: Job<ScheduledJobData>): Promise<{ queued: number }> {
    return runRescoreSweep(this.sweep, job);
  }
}
