import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiError } from '../../../shared/errors/api-error';
import { PhotosRepository } from '../../database/photos.repository';
import { SetMainPhotoCommand } from './set-main-photo.command';

@CommandHandler(SetMainPhotoCommand)
export class SetMainPhotoHandler implements ICommandHandler<SetMainPhotoCommand> {
  constructor(private readonly photos: PhotosRepository) {}

  async execute({ profileId, photoId }: SetMainPhotoCommand): Promise<void> {
    const outcome = await this.photos.makeMain(profileId, photoId);
    if (outcome === 'not_found') throw ApiError.notFound('photo_not_found', 'profiles.photo_not_found');
    // Members see the main photo only once approved: a rejected one would leave the profile without one.
    if (outcome === 'rejected') throw ApiError.badRequest('photo_rejected', 'profiles.photo_rejected_main');
  }
}
