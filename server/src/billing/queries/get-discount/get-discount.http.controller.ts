import { Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { MemberApi, MemberId } from '../../../shared/http/member-api';
import { DiscountAnswer } from '../../http/discount.response';
import { GetDiscountQuery } from './get-discount.query';

/** Discount codes and the welcome discount (SPEC §3, §4, §7). */
@MemberApi()
export class GetDiscountHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('discountcode.php')
  discountCode(
    @MemberId() memberId: number,
    @Query('code') code?: string,
    @Query('welcome') welcome?: string,
  ): Promise<DiscountAnswer> {
    const welcomeAsked = welcome === 'true' || welcome === '1';
    return this.queryBus.execute(new GetDiscountQuery(memberId, code ?? '', welcomeAsked));
  }
}
