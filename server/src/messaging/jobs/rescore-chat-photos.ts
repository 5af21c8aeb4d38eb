import { InjectQueue, Process, Processor } from '@nestjs/bull';
import { Inject, Injectable } from '@nestjs/common';
import type { Job, Queue } from 'bull';
import { CLOCK, type Clock } from '../../shared/clock/clock';
import {
  RESCORE_CHAT_PHOTOS_JOB,
  SCORE_CHAT_PHOTO_JOB,
  type ScoreChatPhotoJob,
} from '../../shared/images/photo-safety-jobs';
import { RescoreSchedule, runRescoreSweep } from '../../shared/images/rescore-photos';
import { QUEUES } from '../../shared/queues/queue-names';
import { type ScheduledJobData, ScheduledRuns } from '../../shared/scheduling/scheduled-runs';
import { ChatPhotoScoresRepository } from '../database/chat-photo-scores.repository';

@Injectable()
export class RescoreChatPhotosSchedule extends RescoreSchedule {
  protected readonly job = RESCORE_CHAT_PHOTOS_JOB;

  constructor(@InjectQueue(QUEUES.photoSafety) queue: Queue, runs: ScheduledRuns) {
    super(queue, runs);
  }
}

/** Chat photos left unscored (the queue was away when they were sent) get their score job again. */
@Processor(QUEUES.photoSafety)
export class RescoreChatPhotosProcessor {
  constructor(
    private readonly scores: ChatPhotoScoresRepository,
    private readonly runs: ScheduledRuns,
    @InjectQueue(QUEUES.photoSafety) private readonly queue: Queue<ScoreChatPhotoJob>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Process(RESCORE_CHAT_PHOTOS_JOB)
  run(job?: Job<ScheduledJobData>): Promise<{ queued: number }> {
    return runRescoreSweep(
      {
        job: RESCORE_CHAT_PHOTOS_JOB,
        scoreJob: SCORE_CHAT_PHOTO_JOB,
        prefix: 'chat-photo',
        unscored: (from, to, limit) => this.scores.unscoredBetween(from, to, limit),
        dataOf: (messageId) => ({ messageId }),
      },
      { runs: this.runs, queue: this.queue, clock: this.clock },
      job,
    );
  }
}
