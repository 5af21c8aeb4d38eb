import { Get, Query } from '@nestjs/common';
import { OrderAnswer } from '../../orders/order.response';
import { toOrderView } from '../../orders/order.view';
import { GetOrderQuery } from './get-order.query';
import { MemberApi, MemberId } from '../../../shared/http/member-api';
import { BusController } from '../../../shared/http/bus-controller';
import type { Locale } from '../../../shared/i18n/messages';
import { RequestLocale } from '../../../shared/i18n/request-locale';

/** The status of an order the member placed (/credits/{id}/{method} after the checkout). */
@MemberApi()
export class GetOrderHttpController extends BusController {
  @Get('orders.php')
  async show(
    @MemberId() memberId: number,
    @RequestLocale() locale: Locale,
    @Query('id') id?: string,
  ): Promise<OrderAnswer> {
    return { order: toOrderView(await this.queryBus.execute(new GetOrderQuery(memberId, id)), locale) };
  }
}
