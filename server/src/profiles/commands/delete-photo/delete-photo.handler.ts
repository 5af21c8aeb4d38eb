import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiError } from '../../../shared/errors/api-error';
import { PhotosRepository } from '../../database/photos.repository';
import { PhotoFiles } from '../../photos/photo-files';
import { DeletePhotoCommand } from './delete-photo.command';

@CommandHandler(DeletePhotoCommand)
export class DeletePhotoHandler implements ICommandHandler<DeletePhotoCommand> {
  constructor(
    private readonly photos: PhotosRepository,
    private readonly files: PhotoFiles,
  ) {}

  async execute({ profileId, photoId }: DeletePhotoCommand): Promise<void> {
    const removed = await this.photos.remove(profileId, photoId);
    if (!removed) throw ApiError.notFound('photo_not_found', 'profiles.photo_not_found');
    await this.files.remove(removed);
  }
}
