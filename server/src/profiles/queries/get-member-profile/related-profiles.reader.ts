import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetHiddenAccountIdsQuery } from '../../../identity/identity.contracts';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import type { SiteSettings } from '../../../site/site.contracts';
import type { ProfileEntity } from '../../database/profile.entity';
import { RelatedCandidatesRepository } from '../../database/related-candidates.repository';
import { shownReviews, toMemberCard } from './member-card';
import type { MemberCard } from './member-profile.response';

export type { MemberCard } from './member-profile.response';

const RELATED_COUNT = 6;
/** Candidates fetched before hidden and blocked members are taken out. */
const CANDIDATES = 4 * RELATED_COUNT;

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
    const today = this.clock.now();
    return rows
      .filter((row) => !hidden.has(row.id))
      .slice(0, RELATED_COUNT)
      .map((row) => toMemberCard(row, site.cdnPrefix, today));
  }
}
