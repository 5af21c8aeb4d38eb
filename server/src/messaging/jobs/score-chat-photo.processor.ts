import { Process, Processor } from '@nestjs/bull';
import type { Job } from 'bull';
import { MediaFiles } from '../../shared/images/media-files';
import { SCORE_CHAT_PHOTO_JOB, type ScoreChatPhotoJob } from '../../shared/images/photo-safety-jobs';
import { SafetyClassifier } from '../../shared/images/safety-classifier';
import { QUEUES } from '../../shared/queues/queue-names';
import { ChatPhotoScoresRepository } from '../database/chat-photo-scores.repository';

/** Scores a photo sent in a chat; a message erased meanwhile (or scored already) is nothing to do. */
@Processor(QUEUES.photoSafety)
export class ScoreChatPhotoProcessor {
  constructor(
    private readonly scores: ChatPhotoScoresRepository,
    private readonly media: MediaFiles,
    private readonly classifier: SafetyClassifier,
  ) {}

  @Process(SCORE_CHAT_PHOTO_JOB)
  async score(job: Job<ScoreChatPhotoJob>): Promise<void> {
    const filename = await this.scores.unscoredPhoto(job.data.messageId);
    if (!filename) return;
    const file = await this.media.read(filename);
    if (!file) return;
    await this.scores.store(job.data.messageId, await this.classifier.score(file));
  }
}
