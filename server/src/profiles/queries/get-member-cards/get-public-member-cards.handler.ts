import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetSiteSettingsByIdQuery } from '../../../site/site.contracts';
import { MemberCardsRepository } from '../../database/member-cards.repository';
import { MemberCardReader } from '../get-member-profile/member-card.reader';
import { shownReviews } from '../get-member-profile/member-card';
import type { MemberCard } from '../get-member-profile/member-profile.response';
import { GetPublicMemberCardsQuery } from './get-public-member-cards.query';

@QueryHandler(GetPublicMemberCardsQuery)
export class GetPublicMemberCardsHandler implements IQueryHandler<GetPublicMemberCardsQuery> {
  constructor(
    private readonly cards: MemberCardsRepository,
    private readonly reader: MemberCardReader,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ siteId, profileIds }: GetPublicMemberCardsQuery): Promise<MemberCard[]> {
    if (!profileIds.length) return [];
    const site = await this.queryBus.execute(new GetSiteSettingsByIdQuery(siteId));
    const rows = await this.cards.visibleOnSite(siteId, profileIds, shownReviews(site));
    const byId = new Map((await this.reader.visibleCards(rows, site)).map((card) => [card.id, card]));
    return profileIds.flatMap((id) => byId.get(id) ?? []);
  }
}
