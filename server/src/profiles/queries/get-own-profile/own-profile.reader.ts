import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { GetSiteSettingsByIdQuery } from '../../../site/site.contracts';
import { PhotoEntity } from '../../database/photo.entity';
import { ProfileEntity } from '../../database/profile.entity';
import { RegionEntity } from '../../database/region.entity';
import type { MainImage } from '../../profiles.contracts';
import type { OwnProfile } from './own-profile.response';

export type { OwnProfile } from './own-profile.response';

export function mainImageOf(photo: PhotoEntity | null, cdnPrefix: string): MainImage | null {
  if (!photo) return null;
  const prefix = cdnPrefix.replace(/\/$/, '');
  return {
    filename: photo.filename,
    thumb_filename: photo.thumbFilename,
    status: photo.status,
    match: `${prefix}/${photo.thumbFilename}`,
  };
}

@Injectable()
export class OwnProfileReader {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queryBus: QueryBus,
  ) {}

  async read(
    profileId: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<OwnProfile | null> {
    const profile = await manager.findOneBy(ProfileEntity, { id: profileId });
    if (!profile) return null;
    // One connection (maybe a transaction's): its queries run one after the other.
    const site = await this.queryBus.execute(new GetSiteSettingsByIdQuery(profile.siteId));
    const region = profile.regionId ? await manager.findOneBy(RegionEntity, { id: profile.regionId }) : null;
    const interests = await interestIdsOf(manager, profileId);
    const main = await manager.findOneBy(PhotoEntity, { profileId, isMain: true });
    const photoCount = await manager.countBy(PhotoEntity, { profileId });
    return {
      id: profile.id,
      status: profile.status,
      name: profile.name,
      gender: profile.gender,
      seeking: profile.seeking,
      sexuality: profile.sexuality,
      date_of_birth: profile.birthDate,
      country: profile.country.trim(),
      region_id: profile.regionId,
      region: region?.name ?? null,
      city: profile.city,
      interests,
      hair_color: profile.hairColor,
      eye_color: profile.eyeColor,
      body_type: profile.bodyType,
      relationship_status: profile.relationshipStatus,
      about: profile.about,
      main_image: mainImageOf(main, site.cdnPrefix),
      photo_count: photoCount,
      geocode: profile.geocode,
    };
  }
}

/** The interest ids a profile chose, in id order. */
export async function interestIdsOf(
  manager: Pick<EntityManager, 'query'>,
  profileId: number,
): Promise<number[]> {
  const rows = (await manager.query(
    `SELECT interest_id FROM profile_interests WHERE profile_id = $1 ORDER BY interest_id`,
    [profileId],
  )) as { interest_id: number }[];
  return rows.map((row) => row.interest_id);
}
