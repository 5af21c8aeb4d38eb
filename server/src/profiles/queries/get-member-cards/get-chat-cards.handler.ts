import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetHiddenAccountIdsQuery, GetMemberStatusQuery } from '../../../identity/identity.contracts';
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
    // Hidden is invisible or deleted: of the (few) hidden ones, only the deleted are left out.
    const hidden = await this.queryBus.execute(new GetHiddenAccountIdsQuery(rows.map((row) => row.id)));
    const statuses = await Promise.all(
      hidden.map((id) => this.queryBus.execute(new GetMemberStatusQuery(id))),
    );
    const gone = new Set(hidden.filter((_, index) => statuses[index]?.deleted !== false));
    const cards = this.reader.cards(
      rows.filter((row) => !gone.has(row.id)),
      site,
    );
    const byId = new Map(cards.map((card) => [card.id, card]));
    return profileIds.flatMap((id) => byId.get(id) ?? []);
  }
}
