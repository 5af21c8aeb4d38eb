import { Body, Post } from '@nestjs/common';
import { PlacedOrderResponse } from '../../orders/order.response';
import { toPlacedOrderView } from '../../orders/order.view';
import { PlaceOrderCommand } from './place-order.command';
import { MemberApi, MemberId } from '../../../shared/http/member-api';
import type { UncheckedBody } from '../../../shared/http/unchecked-body';
import { BusController } from '../../../shared/http/bus-controller';

/** A member orders a bundle: the answer says where to pay. */
@MemberApi()
export class PlaceOrderHttpController extends BusController {
  @Post('orders.php')
  async place(@MemberId() memberId: number, @Body() body: UncheckedBody): Promise<PlacedOrderResponse> {
    const request = {
      bundleId: body?.bundle_id,
      paymentMethod: body?.payment_method,
      discountCode: body?.discount_code,
    };
    return toPlacedOrderView(await this.commandBus.execute(new PlaceOrderCommand(memberId, request)));
  }
}
