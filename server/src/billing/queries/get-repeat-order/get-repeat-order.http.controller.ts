import { Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { RepeatOrderResponse } from '../../orders/order.response';
import { GetRepeatOrderQuery } from './get-repeat-order.query';
import { MemberApi, MemberId } from '../../../shared/http/member-api';

@MemberApi()
export class GetRepeatOrderHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('repeat-order.php')
  repeatable(@MemberId() memberId: number): Promise<RepeatOrderResponse> {
    return this.queryBus.execute(new GetRepeatOrderQuery(memberId));
  }
}
