import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ageOn, GetHiddenAccountIdsQuery, GetMemberStatusQuery } from '../../../identity/identity.contracts';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { ApiError } from '../../../shared/errors/api-error';
import type { SiteSettings } from '../../../site/site.contracts';
import { MemberBlocksRepository } from '../../database/member-blocks.repository';
import { PhotosRepository } from '../../database/photos.repository';
import { ProfilesRepository } from '../../database/profiles.repository';
import { ReferenceDataRepository } from '../../database/reference-data.repository';
import {
  byDisplayOrder,
  hiddenUntilPremium,
  passesReview,
  visiblePhotoCount,
  type PhotoViewer,
} from '../../domain/photo-visibility';
import { mainImageOf } from '../get-own-profile/own-profile.reader';
import type { MemberCard, MemberProfile } from './member-profile.response';
import { RelatedProfilesReader } from './related-profiles.reader';

export type { MemberProfile } from './member-profile.response';

const DETAIL_COLUMNS = {
  hair_color: 'hairColor',
  eye_color: 'eyeColor',
  body_type: 'bodyType',
  relationship_status: 'relationshipStatus',
} as const;

@Injectable()
export class MemberProfileReader {
  constructor(
    private readonly profiles: ProfilesRepository,
    private readonly photos: PhotosRepository,
    private readonly blocks: MemberBlocksRepository,
    private readonly referenceData: ReferenceDataRepository,
    private readonly queryBus: QueryBus,
    private readonly related: RelatedProfilesReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The profile for `viewerId` (null: a visitor); throws 404 when hidden, 403 when the member blocked the viewer. */
  async read(
    profileId: number,
    viewerId: number | null,
    site: SiteSettings,
  ): Promise<{ member: MemberProfile; related: MemberCard[] }> {
    const profile = await this.profiles.findOnSite(profileId, site.id);
    const isSelf = viewerId === profileId;
    if (!profile || (profile.status !== 'enabled' && !isSelf)) throw this.notFound();
    const hidden = await this.queryBus.execute(new GetHiddenAccountIdsQuery([profileId]));
    if (hidden.length && !isSelf) throw this.notFound();

    const blockers = viewerId ? await this.blocks.blockersBetween(profileId, viewerId) : [];
    if (blockers.includes(profileId)) {
      throw new ApiError(403, 'blocked_by_member', 'profiles.blocked_by_member', { name: profile.name });
    }

    const [viewer, stored, owner, region, interests] = await Promise.all([
      this.photoViewer(viewerId, isSelf),
      this.photos.ofProfile(profileId),
      isSelf ? null : this.queryBus.execute(new GetMemberStatusQuery(profileId)),
      profile.regionId ? this.referenceData.regionById(profile.regionId) : null,
      this.profiles.interestIds(profileId),
    ]);
    const ranked = stored.sort(byDisplayOrder);
    const ownerStanding = { premium: owner?.paidUser ?? false, fictional: profile.fictional };
    const photos = isSelf
      ? ranked
      : ranked.filter(
          (photo, rank) =>
            passesReview(photo.status, site.photoModeration, photo.held) &&
            !hiddenUntilPremium(rank, ownerStanding),
        );
    const prefix = site.cdnPrefix.replace(/\/$/, '');
    const visible = visiblePhotoCount(viewer, photos.length);
    const main = photos[0]?.isMain ? photos[0] : null;

    const member: MemberProfile = {
      id: profile.id,
      name: profile.name,
      age: ageOn(profile.birthDate, this.clock.now()),
      gender: profile.gender,
      seeking: profile.seeking,
      sexuality: profile.sexuality,
      country: profile.country.trim(),
      region_id: profile.regionId,
      region: region?.name ?? null,
      city: profile.city,
      fictional: profile.fictional,
      main_image: mainImageOf(main, site.cdnPrefix),
      photo_count: photos.length,
      photos: photos.map((photo, index) =>
        index < visible
          ? {
              id: photo.id,
              locked: false,
              url: `${prefix}/${photo.filename}`,
              thumb_url: `${prefix}/${photo.thumbFilename}`,
            }
          : { id: photo.id, locked: true },
      ),
      blocked: viewerId !== null && blockers.includes(viewerId),
      last_active_at: profile.lastActiveAt.toISOString(),
    };
    const shown = new Set(site.visibleProfileFields);
    for (const [field, column] of Object.entries(DETAIL_COLUMNS)) {
      if (shown.has(field)) Object.assign(member, { [field]: profile[column] });
    }
    if (shown.has('interests')) member.interests = interests;
    if (shown.has('about')) member.about = profile.about;

    if (viewerId && !isSelf) {
      await this.profiles.recordOpened(viewerId, profileId, this.clock.now());
    }
    const related = await this.related.read(profile, viewerId, site);
    return { member, related };
  }

  private async photoViewer(viewerId: number | null, isSelf: boolean): Promise<PhotoViewer> {
    if (isSelf) return 'self';
    if (!viewerId) return 'visitor';
    const status = await this.queryBus.execute(new GetMemberStatusQuery(viewerId));
    return status?.paidUser ? 'premium' : 'free';
  }

  private notFound(): ApiError {
    return ApiError.notFound('member_not_found', 'profiles.member_not_found');
  }
}
