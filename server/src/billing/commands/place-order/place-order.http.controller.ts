import { Body, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { PlacedOrderResponse } from '../../orders/order.response';
import { toPlacedOrderView } from '../../orders/order.view';
import { OrderBundleCommand } from '../order-bundle/order-bundle.command';
import { MemberApi, MemberId } from '../../../shared/http/member-api';
import type { UncheckedBody } from '../../../shared/http/unchecked-body';
import { BusController } from '../../../shared/http/bus-controller';
import type { Locale } from '../../../shared/i18n/messages';
import { RequestLocale } from '../../../shared/i18n/request-locale';

/** A member orders a bundle: the answer says where to pay. */
@MemberApi()
export class PlaceOrderHttpController extends BusController {
  /** 201 with the new order; 200 with the same order when this `client_id` was sent before (no second order). */
  @Post('orders.php')
  async place(
    @MemberId() memberId: number,
    @RequestLocale() locale: Locale,
    @Body() body: UncheckedBody,
    @Res({ passthrough: true }) response: Response,
  ): Promise<PlacedOrderResponse> {
    const request = {
      bundleId: body?.bundle_id,
      paymentMethod: body?.payment_method,
      discountCode: body?.discount_code,
    };
    const placed = await this.commandBus.execute(new OrderBundleCommand(memberId, request, body?.client_id));
    if (placed.replayed) response.status(200);
    return toPlacedOrderView(placed, locale);
  }
}
