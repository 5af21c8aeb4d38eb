import { Get, Query } from '@nestjs/common';
import { ListTransactionsQuery } from './list-transactions.query';
import { TransactionsResponse } from './transaction.response';
import { MemberApi, MemberId } from '../../../shared/http/member-api';
import { BusController } from '../../../shared/http/bus-controller';

/** /transactions and /transactions/{id}. */
@MemberApi()
export class ListTransactionsHttpController extends BusController {
  @Get('transactions.php')
  list(@MemberId() memberId: number, @Query('id') id?: string): Promise<TransactionsResponse> {
    return this.queryBus.execute(new ListTransactionsQuery(memberId, id));
  }
}
