import { Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ListTransactionsQuery } from './list-transactions.query';
import { TransactionsResponse } from './transaction.response';
import { MemberApi, MemberId } from '../../../shared/http/member-api';

/** /transactions and /transactions/{id}. */
@MemberApi()
export class ListTransactionsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('transactions.php')
  list(@MemberId() memberId: number, @Query('id') id?: string): Promise<TransactionsResponse> {
    return this.queryBus.execute(new ListTransactionsQuery(memberId, id));
  }
}
