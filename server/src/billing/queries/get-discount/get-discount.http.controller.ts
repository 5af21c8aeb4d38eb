import { Get, Query } from '@nestjs/common';
import { MemberApi, MemberId } from '../../../shared/http/member-api';
import { DiscountAnswer } from '../../http/discount.response';
import { GetDiscountQuery } from './get-discount.query';
import { QueryFlag } from '../../../shared/http/query-flag';
import { BusController } from '../../../shared/http/bus-controller';

/** Discount codes and the welcome discount (SPEC §3, §4, §7). */
@MemberApi()
export class GetDiscountHttpController extends BusController {
  @Get('discountcode.php')
  discountCode(
    @MemberId() memberId: number,
    @QueryFlag('welcome') welcome: boolean,
    @Query('code') code?: string,
  ): Promise<DiscountAnswer> {
    return this.queryBus.execute(new GetDiscountQuery(memberId, code ?? '', welcome));
  }
}
