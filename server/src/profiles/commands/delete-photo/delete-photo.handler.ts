import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppConfigService } from '../../../shared/config/app-config.service';
import { ApiError } from '../../../shared/errors/api-error';
import { repoRoot } from '../../../shared/http/repo-root';
import { PhotosRepository } from '../../database/photos.repository';
import { DeletePhotoCommand } from './delete-photo.command';

@CommandHandler(DeletePhotoCommand)
export class DeletePhotoHandler implements ICommandHandler<DeletePhotoCommand> {
  constructor(
    private readonly photos: PhotosRepository,
    private readonly config: AppConfigService,
  ) {}

  async execute({ profileId, photoId }: DeletePhotoCommand): Promise<void> {
    const removed = await this.photos.remove(profileId, photoId);
    if (!removed) throw ApiError.notFound('photo_not_found', 'profiles.photo_not_found');
    const mediaDir = resolve(repoRoot(), this.config.get('MEDIA_DIR'));
    await Promise.all([
      rm(join(mediaDir, removed.filename), { force: true }),
      rm(join(mediaDir, removed.thumbFilename), { force: true }),
    ]);
  }
}
