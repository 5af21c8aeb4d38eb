import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetHiddenAccountIdsQuery } from '../../../identity/identity.contracts';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { GetSiteSettingsByIdQuery } from '../../../site/site.contracts';
import { MemberCardsRepository } from '../../database/member-cards.repository';
import { shownReviews, toMemberCard } from '../get-member-profile/member-card';
import type { MemberCard } from '../get-member-profile/member-profile.response';
import { GetMemberCardsQuery } from './get-member-cards.query';

@QueryHandler(GetMemberCardsQuery)
export class GetMemberCardsHandler implements IQueryHandler<GetMemberCardsQuery> {
  constructor(
    private readonly cards: MemberCardsRepository,
    private readonly queryBus: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ viewerId, profileIds }: GetMemberCardsQuery): Promise<MemberCard[]> {
    const siteId = profileIds.length ? await this.cards.siteOf(viewerId) : null;
    if (siteId === null) return [];
    const site = await this.queryBus.execute(new GetSiteSettingsByIdQuery(siteId));
    const rows = await this.cards.visibleTo(viewerId, profileIds, shownReviews(site));
    const hidden = new Set(
      await this.queryBus.execute(new GetHiddenAccountIdsQuery(rows.map((row) => row.id))),
    );
    const byId = new Map(rows.filter((row) => !hidden.has(row.id)).map((row) => [row.id, row]));
    const today = this.clock.now();
    return profileIds.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toMemberCard(row, site.cdnPrefix, today)] : [];
    });
  }
}
