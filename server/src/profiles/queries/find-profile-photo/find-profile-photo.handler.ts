import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { PhotoEntity } from '../../database/photo.entity';
import { ProfileEntity } from '../../database/profile.entity';
import { FindProfilePhotoQuery } from '../../profiles.contracts';

@QueryHandler(FindProfilePhotoQuery)
export class FindProfilePhotoHandler implements IQueryHandler<FindProfilePhotoQuery> {
  constructor(
    @InjectRepository(ProfileEntity) private readonly profiles: Repository<ProfileEntity>,
    @InjectRepository(PhotoEntity) private readonly photos: Repository<PhotoEntity>,
  ) {}

  async execute({
    profileId,
    photoId,
  }: FindProfilePhotoQuery): Promise<{ profile: boolean; photo: boolean }> {
    const [profile, photo] = await Promise.all([
      this.profiles.existsBy({ id: profileId }),
      photoId === null ? false : this.photos.existsBy({ id: photoId, profileId }),
    ]);
    return { profile, photo };
  }
}
