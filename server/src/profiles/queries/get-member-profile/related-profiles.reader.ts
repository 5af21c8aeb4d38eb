import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ageOn, GetHiddenAccountIdsQuery } from '../../../identity/identity.contracts';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import type { SiteSettings } from '../../../site/site.contracts';
import type { ProfileEntity } from '../../database/profile.entity';
import { RelatedCandidatesRepository } from '../../database/related-candidates.repository';
import { passesReview, type PhotoReview } from '../../domain/photo-visibility';
import type { MemberCard } from './member-profile.response';

export type { MemberCard } from './member-profile.response';

const RELATED_COUNT = 6;
/** Candidates fetched before hidden and blocked members are taken out. */
const CANDIDATES = 4 * RELATED_COUNT;

/** The review states of a photo others may see under the site's moderation (a main photo is never over the free limit). */
function shownReviews(site: SiteSettings): PhotoReview[] {
  return (['approved', 'pending'] as const).filter((review) => passesReview(review, site.photoModeration));
}

/** Profiles like the one opened: same site and gender, nearest in age, each with a main photo others may see. */
@Injectable()
export class RelatedProfilesReader {
  constructor(
    private readonly candidates: RelatedCandidatesRepository,
    private readonly queryBus: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async read(profile: ProfileEntity, viewerId: number | null, site: SiteSettings): Promise<MemberCard[]> {
    const rows = await this.candidates.nearestInAge({
      siteId: site.id,
      gender: profile.gender,
      profileId: profile.id,
      birthDate: profile.birthDate,
      viewerId,
      shownReviews: shownReviews(site),
      limit: CANDIDATES,
    });
    const hidden = new Set(
      await this.queryBus.execute(new GetHiddenAccountIdsQuery(rows.map((row) => row.id))),
    );
    const prefix = site.cdnPrefix.replace(/\/$/, '');
    const today = this.clock.now();
    return rows
      .filter((row) => !hidden.has(row.id))
      .slice(0, RELATED_COUNT)
      .map((row) => ({
        id: row.id,
        name: row.name,
        age: ageOn(row.birth_date, today),
        city: row.city,
        region: row.region,
        country: row.country,
        fictional: row.fictional,
        main_image: row.filename
          ? {
              filename: row.filename,
              thumb_filename: row.thumb_filename!,
              status: row.photo_status,
              match: `${prefix}/${row.thumb_filename}`,
            }
          : null,
      }));
  }
}
