import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetMemberStatusQuery } from '../../../identity/identity.contracts';
import { ApiError } from '../../../shared/errors/api-error';
import { GetSiteSettingsByIdQuery } from '../../../site/site.contracts';
import { GiftsRepository } from '../../database/gifts.repository';
import { giftView } from '../get-chat-message/chat-message.views';
import type { GiftsResponse } from './gifts.response';
import { ListGiftsQuery } from './list-gifts.query';

@QueryHandler(ListGiftsQuery)
export class ListGiftsHandler implements IQueryHandler<ListGiftsQuery> {
  constructor(
    private readonly gifts: GiftsRepository,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ memberId, locale }: ListGiftsQuery): Promise<GiftsResponse> {
    const member = await this.queryBus.execute(new GetMemberStatusQuery(memberId));
    if (!member) throw ApiError.authenticationRequired();
    const site = await this.queryBus.execute(new GetSiteSettingsByIdQuery(member.siteId));
    const gifts = await this.gifts.catalogue(site.id);
    return { gifts: gifts.map((gift) => ({ ...giftView(gift, site, locale), credits: site.giftCredits })) };
  }
}
