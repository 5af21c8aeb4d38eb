import { InjectQueue } from '@nestjs/bull';
import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { Queue } from 'bull';
import { GetMemberStatusQuery } from '../../../identity/identity.contracts';
import { ApiError } from '../../../shared/errors/api-error';
import {
  photoSafetyJobOptions,
  SCORE_PROFILE_PHOTO_JOB,
  type ScoreProfilePhotoJob,
} from '../../../shared/images/photo-safety-jobs';
import { reencodePhoto } from '../../../shared/images/reencode-photo';
import { QUEUES } from '../../../shared/queues/queue-names';
import { PhotosRepository } from '../../database/photos.repository';
import { PREMIUM_PHOTO_LIMIT, photoLimit } from '../../domain/photo-limits';
import { PhotoFiles } from '../../photos/photo-files';
import { AddPhotoCommand } from '../../profiles.contracts';

/**
 * Never stores what was uploaded (`reencodePhoto`: decoded and re-encoded, EXIF dropped, a thumbnail
 * cut). The photo limit is checked with the profile row locked, so parallel uploads cannot pass it.
 * Once stored, a job scores it with the safety classifier (photo review, issue 14 §3).
 */
@CommandHandler(AddPhotoCommand)
export class AddPhotoHandler implements ICommandHandler<AddPhotoCommand> {
  private readonly logger = new Logger(AddPhotoHandler.name);

  constructor(
    @InjectQueue(QUEUES.photoSafety) private readonly safety: Queue<ScoreProfilePhotoJob>,
    private readonly photos: PhotosRepository,
    private readonly queryBus: QueryBus,
    private readonly files: PhotoFiles,
  ) {}

  async execute({ profileId, file }: AddPhotoCommand) {
    const { photo, thumb } = await reencodePhoto(file);
    const member = await this.queryBus.execute(new GetMemberStatusQuery(profileId));
    const max = photoLimit(member?.paidUser ?? false);

    const { filename, thumbFilename } = await this.files.write(profileId, photo.data, thumb);
    try {
      const saved = await this.photos.addWithinLimit(
        profileId,
        { filename, thumbFilename, width: photo.info.width, height: photo.info.height },
        max,
      );
      if (!saved) {
        const key = member?.paidUser ? 'profiles.photo_limit_premium' : 'profiles.photo_limit_free';
        throw new ApiError(403, 'photo_limit_reached', key, { count: max, premium_max: PREMIUM_PHOTO_LIMIT });
      }
      await this.queueScoring(saved.id);
      return { id: saved.id, filename, thumb_filename: thumbFilename, status: saved.status };
    } catch (error) {
      await this.files.remove({ filename, thumbFilename });
      throw error;
    }
  }

  /** A photo stays unscored (and shown under `post`) when the queue cannot take the job: logged. */
  private async queueScoring(photoId: number): Promise<void> {
    await this.safety
      .add(SCORE_PROFILE_PHOTO_JOB, { photoId }, photoSafetyJobOptions(`profile-photo:${photoId}`))
      .catch((error: unknown) =>
        this.logger.warn(`photo ${photoId} not queued for scoring: ${String(error)}`),
      );
  }
}
