import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetHiddenAccountIdsQuery } from '../../../identity/identity.contracts';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { GetSiteSettingsByIdQuery } from '../../../site/site.contracts';
import { MemberCardsRepository } from '../../database/member-cards.repository';
import { shownReviews, toMemberCard } from '../get-member-profile/member-card';
import type { MemberCard } from '../get-member-profile/member-profile.response';
import { SuggestMembersQuery } from './suggest-members.query';

/** Candidates read before invisible and deleted members are taken out. */
const CANDIDATES_PER_SUGGESTION = 4;

@QueryHandler(SuggestMembersQuery)
export class SuggestMembersHandler implements IQueryHandler<SuggestMembersQuery> {
  constructor(
    private readonly cards: MemberCardsRepository,
    private readonly queryBus: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ viewerId, excludeIds, limit }: SuggestMembersQuery): Promise<MemberCard[]> {
    const siteId = await this.cards.siteOf(viewerId);
    if (siteId === null) return [];
    const site = await this.queryBus.execute(new GetSiteSettingsByIdQuery(siteId));
    const rows = await this.cards.suggestionsFor(
      viewerId,
      excludeIds,
      shownReviews(site),
      limit * CANDIDATES_PER_SUGGESTION,
    );
    const hidden = new Set(
      await this.queryBus.execute(new GetHiddenAccountIdsQuery(rows.map((row) => row.id))),
    );
    const today = this.clock.now();
    return rows
      .filter((row) => !hidden.has(row.id))
      .slice(0, limit)
      .map((row) => toMemberCard(row, site.cdnPrefix, today));
  }
}
