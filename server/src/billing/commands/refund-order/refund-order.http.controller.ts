import { Body } from '@nestjs/common';
import { OrderAnswer } from '../../orders/order.response';
import { toOrderView } from '../../orders/order.view';
import { RefundOrderCommand } from './refund-order.command';
import { MemberApi, MemberId } from '../../../shared/http/member-api';
import { PostAction } from '../../../shared/http/post-action.decorator';
import type { UncheckedBody } from '../../../shared/http/unchecked-body';
import { BusController } from '../../../shared/http/bus-controller';
import type { Locale } from '../../../shared/i18n/messages';
import { RequestLocale } from '../../../shared/i18n/request-locale';

/** The member takes a purchase back within refund_days, while its credits are unspent. */
@MemberApi()
export class RefundOrderHttpController extends BusController {
  @PostAction('refund.php')
  async refund(
    @MemberId() memberId: number,
    @RequestLocale() locale: Locale,
    @Body() body: UncheckedBody,
  ): Promise<OrderAnswer> {
    const order = await this.commandBus.execute(new RefundOrderCommand(memberId, body?.payment_id));
    return { order: toOrderView(order, locale) };
  }
}
