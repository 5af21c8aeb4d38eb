import { Body, Controller, Get, HttpCode, Inject, Post, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { GetMemberStatusQuery } from '../../identity/identity.contracts';
import { CLOCK, type Clock } from '../../shared/clock/clock';
import { ApiError } from '../../shared/errors/api-error';
import { CurrentMember, type SessionMember } from '../../shared/http/current-member.decorator';
import { MemberAuthGuard } from '../../shared/http/member-auth.guard';
import { GetSiteSettingsByIdQuery } from '../../site/site.contracts';
import { toOrderView, type OrderRow } from '../orders/order.view';
import { Refunds } from '../orders/refunds';
import { OrderAnswer } from '../orders/order.response';
import { TransactionsResponse } from './transaction.response';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The member's payments and payment attempts (SPEC §3 Payment: payment_id, credits, paymentmethod, refund_days). */
@Controller('api')
@UseGuards(MemberAuthGuard)
export class TransactionsHttpController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queryBus: QueryBus,
    private readonly refunds: Refunds,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get('transactions.php')
  async list(
    @CurrentMember() member: SessionMember,
    @Query('id') id?: string,
  ): Promise<TransactionsResponse> {
    const status = await this.queryBus.execute(new GetMemberStatusQuery(member.id));
    if (!status) throw ApiError.authenticationRequired();
    const site = await this.queryBus.execute(new GetSiteSettingsByIdQuery(status.siteId));
    const orders = (await this.dataSource.query(
      `SELECT * FROM orders WHERE account_id = $1 AND ($2::text IS NULL OR id::text = $2)
        ORDER BY coalesce(paid_at, created_at) DESC, created_at DESC`,
      [member.id, id ?? null],
    )) as OrderRow[];
    const now = this.clock.now();
    const transactions = orders.map((order) => {
      // Attempts that were never paid (failed, cancelled, expired, still pending) are listed too.
      const refundableUntil = order.paid_at && new Date(order.paid_at.getTime() + site.refundDays * DAY_MS);
      return {
        payment_id: order.id,
        credits: order.credits,
        paymentmethod: order.payment_method,
        amount: order.amount,
        currency: order.currency.trim(),
        status: order.status,
        created_at: order.created_at.toISOString(),
        paid_at: order.paid_at?.toISOString() ?? null,
        refund_days: site.refundDays,
        refundable_until: refundableUntil?.toISOString() ?? null,
        refundable: order.status === 'completed' && !!refundableUntil && now < refundableUntil,
      };
    });
    if (id !== undefined) {
      if (!transactions[0]) throw ApiError.notFound('transaction_not_found', 'billing.order_not_found');
      return { transaction: transactions[0] };
    }
    return { transactions };
  }

  /** The member takes a purchase back within refund_days, while its credits are unspent. */
  @Post('refund.php')
  @HttpCode(200)
  async refund(
    @CurrentMember() member: SessionMember,
    @Body() body: Record<string, unknown>,
  ): Promise<OrderAnswer> {
    return { order: toOrderView(await this.refunds.refund(member.id, body?.payment_id)) };
  }
}
