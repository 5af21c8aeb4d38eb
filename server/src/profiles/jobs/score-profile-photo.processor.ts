import { Process, Processor } from '@nestjs/bull';
import { QueryBus } from '@nestjs/cqrs';
import type { Job } from 'bull';
import { MediaFiles } from '../../shared/images/media-files';
import { SCORE_PROFILE_PHOTO_JOB, type ScoreProfilePhotoJob } from '../../shared/images/photo-safety-jobs';
import { SafetyClassifier } from '../../shared/images/safety-classifier';
import { QUEUES } from '../../shared/queues/queue-names';
import { GetSiteSettingsByIdQuery } from '../../site/site.contracts';
import { PhotoReviewRepository } from '../database/photo-review.repository';

/**
 * Scores a new profile photo with the classifier and stores the score; above the site's threshold the
 * photo is held for review (others do not see it until a moderator approves it, even under `post`).
 * A photo deleted meanwhile is nothing to do.
 */
@Processor(QUEUES.photoSafety)
export class ScoreProfilePhotoProcessor {
  constructor(
    private readonly reviews: PhotoReviewRepository,
    private readonly media: MediaFiles,
    private readonly classifier: SafetyClassifier,
    private readonly queryBus: QueryBus,
  ) {}

  @Process(SCORE_PROFILE_PHOTO_JOB)
  async score(job: Job<ScoreProfilePhotoJob>): Promise<void> {
    const photo = await this.reviews.toScore(job.data.photoId);
    if (!photo) return;
    const file = await this.media.read(photo.filename);
    if (!file) return;
    const score = await this.classifier.score(file);
    const site = await this.queryBus.execute(new GetSiteSettingsByIdQuery(photo.siteId));
    await this.reviews.storeScore(photo, score, site.photoSafetyThreshold);
  }
}
