import { Get, Query } from '@nestjs/common';
import { MemberApi, MemberId, RateLimitedPerMember } from '../../../shared/http/member-api';
import { DiscountAnswer } from '../../http/discount.response';
import { GetDiscountQuery } from './get-discount.query';
import { QueryFlag } from '../../../shared/http/query-flag';
import { BusController } from '../../../shared/http/bus-controller';

/** Codes a member may look up an hour: plenty for typing one in, too few to find codes by guessing. */
export const DISCOUNT_LOOKUPS_PER_HOUR = { name: 'discount-lookup', max: 60, windowSeconds: 60 * 60 };

/** Discount codes and the welcome discount (SPEC §3, §4, §7). */
@MemberApi()
export class GetDiscountHttpController extends BusController {
  @Get('discountcode.php')
  @RateLimitedPerMember(DISCOUNT_LOOKUPS_PER_HOUR)
  discountCode(
    @MemberId() memberId: number,
    @QueryFlag('welcome') welcome: boolean,
    @Query('code') code?: string,
  ): Promise<DiscountAnswer> {
    return this.queryBus.execute(new GetDiscountQuery(memberId, code ?? '', welcome));
  }
}
