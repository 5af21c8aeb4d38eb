import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetSiteSettingsByIdQuery } from '../../../site/site.contracts';
import type { PhotoEntity } from '../../database/photo.entity';
import { type OwnProfileRows, ProfilesRepository } from '../../database/profiles.repository';
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
    private readonly profiles: ProfilesRepository,
    private readonly queryBus: QueryBus,
  ) {}

  /** The profile's rows read now, or those a transaction read (`rows`), as /api/profile.php shows them. */
  async read(profileId: number, rows?: OwnProfileRows | null): Promise<OwnProfile | null> {
    const found = rows === undefined ? await this.profiles.ownProfileRows(profileId) : rows;
    if (!found) return null;
    const { profile, region, interests, main, photoCount } = found;
    const site = await this.queryBus.execute(new GetSiteSettingsByIdQuery(profile.siteId));
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
      appearance: profile.appearance,
      ethnicity: profile.ethnicityConsentAt ? profile.ethnicity : null,
      ethnicity_consent_at: profile.ethnicityConsentAt?.toISOString() ?? null,
    };
  }
}
