import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentMember, type SessionMember } from '../../../shared/http/current-member.decorator';
import { MemberAuthGuard } from '../../../shared/http/member-auth.guard';
import { OrderAnswer } from '../../orders/order.response';
import { toOrderView } from '../../orders/order.view';
import { RefundOrderCommand } from './refund-order.command';

/** The member takes a purchase back within refund_days, while its credits are unspent. */
@Controller('api')
@UseGuards(MemberAuthGuard)
export class RefundOrderHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('refund.php')
  @HttpCode(200)
  async refund(
    @CurrentMember() member: SessionMember,
    @Body() body: Record<string, unknown>,
  ): Promise<OrderAnswer> {
    return {
      order: toOrderView(await this.commandBus.execute(new RefundOrderCommand(member.id, body?.payment_id))),
    };
  }
}
