import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentMember, type SessionMember } from '../../../shared/http/current-member.decorator';
import { MemberAuthGuard } from '../../../shared/http/member-auth.guard';
import { PlacedOrderResponse } from '../../orders/order.response';
import { toPlacedOrderView } from '../../orders/order.view';
import { PlaceOrderCommand } from './place-order.command';

/** A member orders a bundle: the answer says where to pay. */
@Controller('api')
@UseGuards(MemberAuthGuard)
export class PlaceOrderHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('orders.php')
  @HttpCode(201)
  async place(
    @CurrentMember() member: SessionMember,
    @Body() body: Record<string, unknown>,
  ): Promise<PlacedOrderResponse> {
    const request = {
      bundleId: body?.bundle_id,
      paymentMethod: body?.payment_method,
      discountCode: body?.discount_code,
    };
    return toPlacedOrderView(await this.commandBus.execute(new PlaceOrderCommand(member.id, request)));
  }
}
