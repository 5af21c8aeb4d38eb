import { Body } from '@nestjs/common';
import { OrderAnswer } from '../../orders/order.response';
import { toOrderView } from '../../orders/order.view';
import { ConfirmDirectDebitCommand } from './confirm-direct-debit.command';
import { MemberApi, MemberId, RateLimitedPerMember } from '../../../shared/http/member-api';
import { PostAction } from '../../../shared/http/post-action.decorator';
import type { UncheckedBody } from '../../../shared/http/unchecked-body';
import { BusController } from '../../../shared/http/bus-controller';
import type { Locale } from '../../../shared/i18n/messages';
import { RequestLocale } from '../../../shared/i18n/request-locale';

const CONFIRMS_PER_HOUR = { name: 'direct-debit-confirm', max: 20, windowSeconds: 60 * 60 };

/** /directdebit: the SMS code that confirms the debit. */
@MemberApi()
export class ConfirmDirectDebitHttpController extends BusController {
  @PostAction('directdebit-confirm.php')
  @RateLimitedPerMember(CONFIRMS_PER_HOUR)
  async confirm(
    @MemberId() memberId: number,
    @RequestLocale() locale: Locale,
    @Body() body: UncheckedBody,
  ): Promise<OrderAnswer> {
    const order = await this.commandBus.execute(
      new ConfirmDirectDebitCommand(memberId, body?.id, body?.code),
    );
    return { order: toOrderView(order, locale) };
  }
}
