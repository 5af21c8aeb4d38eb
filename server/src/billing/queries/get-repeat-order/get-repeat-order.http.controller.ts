import { Controller, Get, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CurrentMember, type SessionMember } from '../../../shared/http/current-member.decorator';
import { MemberAuthGuard } from '../../../shared/http/member-auth.guard';
import { RepeatOrderResponse } from '../../orders/order.response';
import { GetRepeatOrderQuery } from './get-repeat-order.query';

@Controller('api')
@UseGuards(MemberAuthGuard)
export class GetRepeatOrderHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('repeat-order.php')
  repeatable(@CurrentMember() member: SessionMember): Promise<RepeatOrderResponse> {
    return this.queryBus.execute(new GetRepeatOrderQuery(member.id));
  }
}
