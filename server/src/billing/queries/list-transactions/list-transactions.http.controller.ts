import { Get, Query } from '@nestjs/common';
import { ListTransactionsQuery } from './list-transactions.query';
import { TransactionsResponse } from './transaction.response';
import { MemberApi, MemberId } from '../../../shared/http/member-api';
import { BusController } from '../../../shared/http/bus-controller';
import type { Locale } from '../../../shared/i18n/messages';
import { RequestLocale } from '../../../shared/i18n/request-locale';

/** /transactions and /transactions/{id}. */
@MemberApi()
export class ListTransactionsHttpController extends BusController {
  @Get('transactions.php')
  list(
    @MemberId() memberId: number,
    @RequestLocale() locale: Locale,
    @Query('id') id?: string,
  ): Promise<TransactionsResponse> {
    return this.queryBus.execute(new ListTransactionsQuery(memberId, id, locale));
  }
}
