import { Injectable } from '@nestjs/common';
import type { SiteSettings } from '../../../site/site.contracts';
import type { ProfileEntity } from '../../database/profile.entity';
import { RelatedCandidatesRepository } from '../../database/related-candidates.repository';
import { shownReviews } from './member-card';
import { MemberCardReader } from './member-card.reader';
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
    private readonly cards: MemberCardReader,
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
    return (await this.cards.visibleCards(rows, site)).slice(0, RELATED_COUNT);
  }
}
