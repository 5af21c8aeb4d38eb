import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { PhotosRepository } from '../../database/photos.repository';
import { ProfilesRepository } from '../../database/profiles.repository';
import { FindProfilePhotoQuery } from '../../profiles.contracts';

@QueryHandler(FindProfilePhotoQuery)
export class FindProfilePhotoHandler implements IQueryHandler<FindProfilePhotoQuery> {
  constructor(
    private readonly profiles: ProfilesRepository,
    private readonly photos: PhotosRepository,
  ) {}

  async execute({
    profileId,
    photoId,
  }: FindProfilePhotoQuery): Promise<{ profile: boolean; photo: boolean }> {
    const [profile, photo] = await Promise.all([
      this.profiles.exists(profileId),
      photoId === null ? false : this.photos.isOf(profileId, photoId),
    ]);
    return { profile, photo };
  }
}
