import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetMemberStatusQuery } from '../../../identity/identity.contracts';
import { ApiError } from '../../../shared/errors/api-error';
import { GetSiteSettingsByIdQuery } from '../../../site/site.contracts';
import { PhotosRepository } from '../../database/photos.repository';
import { ProfilesRepository } from '../../database/profiles.repository';
import { byDisplayOrder, photoVisibility } from '../../domain/photo-visibility';
import { ListOwnPhotosQuery, type OwnPhoto } from './list-own-photos.query';

@QueryHandler(ListOwnPhotosQuery)
export class ListOwnPhotosHandler implements IQueryHandler<ListOwnPhotosQuery> {
  constructor(
    private readonly photos: PhotosRepository,
    private readonly profiles: ProfilesRepository,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ profileId }: ListOwnPhotosQuery): Promise<{ photos: OwnPhoto[] }> {
    const [rows, profile] = await Promise.all([
      this.photos.ofProfile(profileId),
      this.profiles.find(profileId),
    ]);
    if (!profile) throw ApiError.authenticationRequired();
    const [site, status] = await Promise.all([
      this.queryBus.execute(new GetSiteSettingsByIdQuery(profile.siteId)),
      this.queryBus.execute(new GetMemberStatusQuery(profileId)),
    ]);
    const prefix = site.cdnPrefix.replace(/\/$/, '');
    const owner = { premium: status?.paidUser ?? false, fictional: profile.fictional };
    const ranks = new Map([...rows].sort(byDisplayOrder).map((photo, rank) => [photo.id, rank]));
    return {
      photos: rows.map((photo) => ({
        id: photo.id,
        filename: photo.filename,
        thumb_filename: photo.thumbFilename,
        url: `${prefix}/${photo.filename}`,
        thumb_url: `${prefix}/${photo.thumbFilename}`,
        status: photo.status,
        visibility: photoVisibility(
          photo.status,
          ranks.get(photo.id)!,
          site.photoModeration,
          owner,
          photo.held,
        ),
        reject_reason: photo.status === 'rejected' ? photo.rejectReason : null,
        main: photo.isMain,
      })),
    };
  }
}
