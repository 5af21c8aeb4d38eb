import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AdminProfilesRepository } from '../../database/admin-profiles.repository';
import type { AdminProfile } from './admin-profile.response';
import { GetAdminProfileQuery } from './get-admin-profile.query';

@QueryHandler(GetAdminProfileQuery)
export class GetAdminProfileHandler implements IQueryHandler<GetAdminProfileQuery> {
  constructor(private readonly profiles: AdminProfilesRepository) {}

  async execute({ profileId, cdnPrefix }: GetAdminProfileQuery): Promise<AdminProfile | null> {
    const profile = await this.profiles.profile(profileId);
    if (!profile) return null;
    const photos = await this.profiles.photos(profileId);
    const prefix = cdnPrefix.replace(/\/$/, '');
    return {
      ...profile,
      photos: photos.map((photo) => ({
        id: photo.id,
        url: `${prefix}/${photo.filename}`,
        thumb_url: `${prefix}/${photo.thumb_filename}`,
        status: photo.status,
        is_main: photo.is_main,
      })),
    };
  }
}
