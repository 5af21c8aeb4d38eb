import { Body, Post } from '@nestjs/common';
import { PlacedOrderResponse } from '../../orders/order.response';
import { toPlacedOrderView } from '../../orders/order.view';
import { RepeatOrderCommand } from './repeat-order.command';
import { MemberApi, MemberId } from '../../../shared/http/member-api';
import type { UncheckedBody } from '../../../shared/http/unchecked-body';
import { BusController } from '../../../shared/http/bus-controller';

/** /credits/repeat-order: the last purchase bought again in one tap. */
@MemberApi()
export class RepeatOrderHttpController extends BusController {
  @Post('repeat-order.php')
  async repeat(@MemberId() memberId: number, @Body() body: UncheckedBody): Promise<PlacedOrderResponse> {
    return toPlacedOrderView(
      await this.commandBus.execute(new RepeatOrderCommand(memberId, body?.bundle_id)),
    );
  }
}
