import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CurrentMember, type SessionMember } from '../../../shared/http/current-member.decorator';
import { MemberAuthGuard } from '../../../shared/http/member-auth.guard';
import { ListTransactionsQuery } from './list-transactions.query';
import { TransactionsResponse } from './transaction.response';

/** /transactions and /transactions/{id}. */
@Controller('api')
@UseGuards(MemberAuthGuard)
export class ListTransactionsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('transactions.php')
  list(@CurrentMember() member: SessionMember, @Query('id') id?: string): Promise<TransactionsResponse> {
    return this.queryBus.execute(new ListTransactionsQuery(member.id, id));
  }
}
