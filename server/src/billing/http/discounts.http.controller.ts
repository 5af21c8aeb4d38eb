import { Get, Inject, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../shared/clock/clock';
import { ApiError } from '../../shared/errors/api-error';
import { GetSiteSettingsByIdQuery } from '../../site/site.contracts';
import { timeBonusFor, welcomeDiscountFor } from '../domain/discounts';
import { BuyerReader } from '../orders/buyer.reader';
import { DiscountFinder } from '../orders/discount-finder';
import { toDiscountView, toTimeBonusView } from './discount.view';
import { DiscountAnswer, TimeBonusAnswer } from './discount.response';
import { MemberApi, MemberId } from '../../shared/http/member-api';

/** Discount codes, the welcome discount and the time bonus (SPEC §3, §4, §7, §9). */
@MemberApi()
export class DiscountsHttpController {
  constructor(
    private readonly buyers: BuyerReader,
    private readonly finder: DiscountFinder,
    private readonly queryBus: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get('discountcode.php')
  async discountCode(
    @MemberId() memberId: number,
    @Query('code') code?: string,
    @Query('welcome') welcome?: string,
  ): Promise<DiscountAnswer> {
    const buyer = await this.buyers.read(memberId);
    if (welcome === 'true' || welcome === '1') {
      const discount = welcomeDiscountFor(buyer, this.clock.now());
      if (!discount) throw new ApiError(404, 'code_not_found', 'billing.code_not_found');
      return { discount: toDiscountView(discount) };
    }
    return { discount: toDiscountView(await this.finder.find(code ?? '', buyer, null)) };
  }

  @Get('timebonus.php')
  async timeBonus(@MemberId() memberId: number): Promise<TimeBonusAnswer> {
    const buyer = await this.buyers.read(memberId);
    const now = this.clock.now();
    const bonus = timeBonusFor(buyer, now);
    if (!bonus) return { time_bonus: null };
    const site = await this.queryBus.execute(new GetSiteSettingsByIdQuery(buyer.siteId));
    const currency = site.minimumMessageCosts[buyer.country]?.currency ?? null;
    return { time_bonus: toTimeBonusView(bonus, memberId, currency, now) };
  }
}
