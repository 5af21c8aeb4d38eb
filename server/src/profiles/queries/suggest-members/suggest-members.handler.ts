import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { MemberCardsRepository } from '../../database/member-cards.repository';
import { shownReviews } from '../get-member-profile/member-card';
import { MemberCardReader } from '../get-member-profile/member-card.reader';
import type { MemberCard } from '../get-member-profile/member-profile.response';
import { SuggestMembersQuery } from './suggest-members.query';

/** Candidates read before invisible and deleted members are taken out. */
const CANDIDATES_PER_SUGGESTION = 4;

@QueryHandler(SuggestMembersQuery)
export class SuggestMembersHandler implements IQueryHandler<SuggestMembersQuery> {
  constructor(
    private readonly cards: MemberCardsRepository,
    private readonly reader: MemberCardReader,
  ) {}

  async execute({ viewerId, excludeIds, limit }: SuggestMembersQuery): Promise<MemberCard[]> {
    const site = await this.reader.siteOf(viewerId);
    if (!site) return [];
    const limitRows = limit * CANDIDATES_PER_SUGGESTION;
    const rows = await this.cards.suggestionsFor(
      viewerId,
      site.id,
      excludeIds,
      shownReviews(site),
      limitRows,
    );
    return (await this.reader.visibleCards(rows, site)).slice(0, limit);
  }
}
