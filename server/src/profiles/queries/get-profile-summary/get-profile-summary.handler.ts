import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { PhotoEntity } from '../../database/photo.entity';
import { ProfileEntity } from '../../database/profile.entity';
import { GetProfileSummaryQuery, type ProfileSummary } from '../../profiles.contracts';

@QueryHandler(GetProfileSummaryQuery)
export class GetProfileSummaryHandler implements IQueryHandler<
  GetProfileSummaryQuery,
  ProfileSummary | null
> {
  constructor(
    @InjectRepository(ProfileEntity) private readonly profiles: Repository<ProfileEntity>,
    @InjectRepository(PhotoEntity) private readonly photos: Repository<PhotoEntity>,
  ) {}

  async execute(query: GetProfileSummaryQuery): Promise<ProfileSummary | null> {
    const [profile, main] = await Promise.all([
      this.profiles.findOneBy({ id: query.profileId }),
      this.photos.findOneBy({ profileId: query.profileId, isMain: true }),
    ]);
    if (!profile) return null;
    const prefix = query.cdnPrefix.replace(/\/$/, '');
    return {
      id: profile.id,
      status: profile.status,
      main_image: main
        ? {
            filename: main.filename,
            thumb_filename: main.thumbFilename,
            status: main.status,
            match: `${prefix}/${main.thumbFilename}`,
          }
        : null,
      name: profile.name,
      gender: profile.gender,
      seeking: profile.seeking,
      sexuality: profile.sexuality,
      date_of_birth: profile.birthDate,
      country: profile.country.trim(),
      region_id: profile.regionId,
      city: profile.city,
    };
  }
}
