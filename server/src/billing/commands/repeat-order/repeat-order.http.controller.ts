import { Body, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { PlacedOrderResponse } from '../../orders/order.response';
import { toPlacedOrderView } from '../../orders/order.view';
import { RepeatOrderCommand } from './repeat-order.command';
import { MemberApi, MemberId } from '../../../shared/http/member-api';
import type { UncheckedBody } from '../../../shared/http/unchecked-body';
import { BusController } from '../../../shared/http/bus-controller';
import type { Locale } from '../../../shared/i18n/messages';
import { RequestLocale } from '../../../shared/i18n/request-locale';

/** /credits/repeat-order: the last purchase bought again in one tap. */
@MemberApi()
export class RepeatOrderHttpController extends BusController {
  /** 201 with the new order; 200 with the same order when this `client_id` was sent before (no second charge). */
  @Post('repeat-order.php')
  async repeat(
    @MemberId() memberId: number,
    @RequestLocale() locale: Locale,
    @Body() body: UncheckedBody,
    @Res({ passthrough: true }) response: Response,
  ): Promise<PlacedOrderResponse> {
    const placed = await this.commandBus.execute(
      new RepeatOrderCommand(memberId, body?.bundle_id, body?.client_id),
    );
    if (placed.replayed) response.status(200);
    return toPlacedOrderView(placed, locale);
  }
}
