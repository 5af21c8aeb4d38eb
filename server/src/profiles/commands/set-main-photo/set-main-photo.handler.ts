import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiError } from '../../../shared/errors/api-error';
import { PhotosRepository } from '../../database/photos.repository';
import { SetMainPhotoCommand } from './set-main-photo.command';

@CommandHandler(SetMainPhotoCommand)
export class SetMainPhotoHandler implements ICommandHandler<SetMainPhotoCommand> {
  constructor(private readonly photos: PhotosRepository) {}

  async execute({ profileId, photoId }: SetMainPhotoCommand): Promise<void> {
    if (!(await this.photos.makeMain(profileId, photoId))) {
      throw ApiError.notFound('photo_not_found', 'profiles.photo_not_found');
    }
  }
}
