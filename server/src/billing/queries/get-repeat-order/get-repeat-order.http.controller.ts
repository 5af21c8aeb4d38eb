import { Get } from '@nestjs/common';
import { RepeatOrderResponse } from '../../orders/order.response';
import { GetRepeatOrderQuery } from './get-repeat-order.query';
import { MemberApi, MemberId } from '../../../shared/http/member-api';
import { BusController } from '../../../shared/http/bus-controller';
import type { Locale } from '../../../shared/i18n/messages';
import { RequestLocale } from '../../../shared/i18n/request-locale';

@MemberApi()
export class GetRepeatOrderHttpController extends BusController {
  @Get('repeat-order.php')
  repeatable(@MemberId() memberId: number, @RequestLocale() locale: Locale): Promise<RepeatOrderResponse> {
    return this.queryBus.execute(new GetRepeatOrderQuery(memberId, locale));
  }
}
