import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CurrentMember, type SessionMember } from '../../../shared/http/current-member.decorator';
import { MemberAuthGuard } from '../../../shared/http/member-auth.guard';
import { OrderAnswer } from '../../orders/order.response';
import { toOrderView } from '../../orders/order.view';
import { GetOrderQuery } from './get-order.query';

/** The status of an order the member placed (/credits/{id}/{method} after the checkout). */
@Controller('api')
@UseGuards(MemberAuthGuard)
export class GetOrderHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('orders.php')
  async show(@CurrentMember() member: SessionMember, @Query('id') id?: string): Promise<OrderAnswer> {
    return { order: toOrderView(await this.queryBus.execute(new GetOrderQuery(member.id, id))) };
  }
}
