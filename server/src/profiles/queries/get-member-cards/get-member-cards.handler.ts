import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { MemberCardsRepository } from '../../database/member-cards.repository';
import { shownReviews } from '../get-member-profile/member-card';
import { MemberCardReader } from '../get-member-profile/member-card.reader';
import type { MemberCard } from '../get-member-profile/member-profile.response';
import { GetMemberCardsQuery } from './get-member-cards.query';

@QueryHandler(GetMemberCardsQuery)
export class GetMemberCardsHandler implements IQueryHandler<GetMemberCardsQuery> {
  constructor(
    private readonly cards: MemberCardsRepository,
    private readonly reader: MemberCardReader,
  ) {}

  async execute({ viewerId, profileIds }: GetMemberCardsQuery): Promise<MemberCard[]> {
    const site = profileIds.length ? await this.reader.siteOf(viewerId) : null;
    if (!site) return [];
    const rows = await this.cards.visibleTo(viewerId, profileIds, shownReviews(site));
    const byId = new Map((await this.reader.visibleCards(rows, site)).map((card) => [card.id, card]));
    return profileIds.flatMap((id) => byId.get(id) ?? []);
  }
}
