import { Inject } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetMemberStatusQuery } from '../../../identity/identity.contracts';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { ApiError } from '../../../shared/errors/api-error';
import { GetSiteSettingsByIdQuery } from '../../../site/site.contracts';
import type { OrderRow } from '../../database/order.row';
import { OrdersRepository } from '../../database/orders.repository';
import { refundableUntil } from '../../domain/refund-window';
import { paymentMethodName } from '../../payments/payment-method-names';
import type { Locale } from '../../../shared/i18n/messages';
import { ListTransactionsQuery } from './list-transactions.query';
import type { TransactionResponse, TransactionsResponse } from './transaction.response';

@QueryHandler(ListTransactionsQuery)
export class ListTransactionsHandler implements IQueryHandler<ListTransactionsQuery> {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly queryBus: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ accountId, orderId, locale }: ListTransactionsQuery): Promise<TransactionsResponse> {
    const status = await this.queryBus.execute(new GetMemberStatusQuery(accountId));
    if (!status) throw ApiError.authenticationRequired();
    const site = await this.queryBus.execute(new GetSiteSettingsByIdQuery(status.siteId));
    const orders = await this.orders.listOwn(accountId, orderId ?? null);
    // Attempts that were never paid (failed, cancelled, expired, still pending) are listed too.
    const transactions = orders.map((order) =>
      toTransaction(order, site.refundDays, this.clock.now(), locale),
    );
    if (orderId !== undefined) {
      if (!transactions[0]) throw ApiError.notFound('transaction_not_found', 'billing.order_not_found');
      return { transaction: transactions[0] };
    }
    return { transactions };
  }
}

function toTransaction(order: OrderRow, refundDays: number, now: Date, locale: Locale): TransactionResponse {
  const until = order.paid_at && refundableUntil(order.paid_at, refundDays);
  return {
    payment_id: order.id,
    credits: order.credits,
    paymentmethod: order.payment_method,
    paymentmethod_name: paymentMethodName(order.payment_method, locale),
    amount: order.amount,
    currency: order.currency.trim(),
    status: order.status,
    created_at: order.created_at.toISOString(),
    paid_at: order.paid_at?.toISOString() ?? null,
    refund_days: refundDays,
    refundable_until: until?.toISOString() ?? null,
    refundable: order.status === 'completed' && !!until && now < until,
  };
}
