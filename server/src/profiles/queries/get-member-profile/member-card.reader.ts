import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetHiddenAccountIdsQuery } from '../../../identity/identity.contracts';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { GetSiteSettingsByIdQuery, type SiteSettings } from '../../../site/site.contracts';
import type { MemberCardRow } from '../../database/member-card.row';
import { MemberCardsRepository } from '../../database/member-cards.repository';
import { toMemberCard } from './member-card';
import type { MemberCard } from './member-profile.response';

/** The steps every list of member cards shares: the viewer's site, and rows to cards without hidden members. */
@Injectable()
export class MemberCardReader {
  constructor(
    private readonly repository: MemberCardsRepository,
    private readonly queryBus: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The site of the viewer's profile; null when the viewer has no profile. */
  async siteOf(viewerId: number): Promise<SiteSettings | null> {
    const siteId = await this.repository.siteOf(viewerId);
    return siteId === null ? null : this.queryBus.execute(new GetSiteSettingsByIdQuery(siteId));
  }

  /** The rows as cards, in their order, without the members identity hides (invisible, deleted). */
  async visibleCards(rows: MemberCardRow[], site: SiteSettings): Promise<MemberCard[]> {
    const hidden = new Set(
      await this.queryBus.execute(new GetHiddenAccountIdsQuery(rows.map((row) => row.id))),
    );
    return this.cards(
      rows.filter((row) => !hidden.has(row.id)),
      site,
    );
  }

  /** The rows as cards, in their order, as they are. */
  cards(rows: MemberCardRow[], site: SiteSettings): MemberCard[] {
    const today = this.clock.now();
    return rows.map((row) => toMemberCard(row, site.cdnPrefix, today));
  }
}
