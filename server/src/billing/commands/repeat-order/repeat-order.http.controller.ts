import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentMember, type SessionMember } from '../../../shared/http/current-member.decorator';
import { MemberAuthGuard } from '../../../shared/http/member-auth.guard';
import { PlacedOrderResponse } from '../../orders/order.response';
import { toPlacedOrderView } from '../../orders/order.view';
import { RepeatOrderCommand } from './repeat-order.command';

/** /credits/repeat-order: the last purchase bought again in one tap. */
@Controller('api')
@UseGuards(MemberAuthGuard)
export class RepeatOrderHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('repeat-order.php')
  @HttpCode(201)
  async repeat(
    @CurrentMember() member: SessionMember,
    @Body() body: Record<string, unknown>,
  ): Promise<PlacedOrderResponse> {
    return toPlacedOrderView(
      await this.commandBus.execute(new RepeatOrderCommand(member.id, body?.bundle_id)),
    );
  }
}
