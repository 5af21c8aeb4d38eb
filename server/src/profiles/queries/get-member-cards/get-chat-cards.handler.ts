import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetDepartedAccountIdsQuery } from '../../../identity/identity.contracts';
import { MemberCardsRepository } from '../../database/member-cards.repository';
import { shownReviews } from '../get-member-profile/member-card';
import { MemberCardReader } from '../get-member-profile/member-card.reader';
import type { MemberCard } from '../get-member-profile/member-profile.response';
import { GetChatCardsQuery } from './get-chat-cards.query';

@QueryHandler(GetChatCardsQuery)
export class GetChatCardsHandler implements IQueryHandler<GetChatCardsQuery> {
  constructor(
    private readonly cards: MemberCardsRepository,
    private readonly reader: MemberCardReader,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ viewerId, profileIds }: GetChatCardsQuery): Promise<MemberCard[]> {
    const site = profileIds.length ? await this.reader.siteOf(viewerId) : null;
    if (!site) return [];
    const rows = await this.cards.visibleTo(viewerId, profileIds, shownReviews(site));
    // Deleted and banned members are left out, in one query for the whole list; invisible ones stay.
    const gone = new Set(
      await this.queryBus.execute(new GetDepartedAccountIdsQuery(rows.map((row) => row.id))),
    );
    const cards = this.reader.cards(
      rows.filter((row) => !gone.has(row.id)),
      site,
    );
    const byId = new Map(cards.map((card) => [card.id, card]));
    return profileIds.flatMap((id) => byId.get(id) ?? []);
  }
}
