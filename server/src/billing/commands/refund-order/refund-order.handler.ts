import { Inject } from '@nestjs/common';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { ApiError } from '../../../shared/errors/api-error';
import { Outbox } from '../../../shared/outbox/outbox';
import { GetSiteSettingsByIdQuery } from '../../../site/site.contracts';
import { PremiumRevoked } from '../../billing.contracts';
import type { OrderRow } from '../../database/order.row';
import { OrdersRepository } from '../../database/orders.repository';
import { withinRefundWindow } from '../../domain/refund-window';
import { LedgerWriter } from '../../database/ledger-writer';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../../payments/payment-provider';
import { RefundOrderCommand } from './refund-order.command';

const UUID = /^[0-9a-f-]{36}$/;

@CommandHandler(RefundOrderCommand)
export class RefundOrderHandler implements ICommandHandler<RefundOrderCommand> {
  constructor(
    private readonly orders: OrdersRepository,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly ledger: LedgerWriter,
    private readonly outbox: Outbox,
    private readonly queryBus: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ accountId, orderId }: RefundOrderCommand): Promise<OrderRow> {
    const now = this.clock.now();
    const order = await this.orders.transaction(async (tx) => {
      const current =
        typeof orderId === 'string' && UUID.test(orderId) ? await tx.lockOwn(orderId, accountId) : null;
      if (!current || current.status !== 'completed') {
        throw ApiError.notFound('order_not_found', 'billing.order_not_found');
      }
      const site = await this.queryBus.execute(new GetSiteSettingsByIdQuery(current.site_id));
      if (!withinRefundWindow(current.paid_at!, site.refundDays, now)) {
        throw new ApiError(400, 'refund_period_over', 'billing.refund_period_over', {
          days: site.refundDays,
        });
      }
      const taken = await this.ledger.appendWithin(tx.manager, {
        accountId,
        kind: 'refund',
        amount: -current.credits,
        reference: `order:${current.id}`,
        idempotencyKey: `refund:${current.id}`,
        actor: `member:${accountId}`,
      });
      if (taken.status === 'insufficient_credits') {
        throw new ApiError(400, 'refund_credits_used', 'billing.refund_credits_used');
      }
      // The money goes back before the books close: a provider failure leaves everything as it was.
      await this.provider.refund(current.provider_payment_id!, current.amount, current.currency.trim());
      const refunded = await tx.markRefunded(current.id, now);
      if ((await tx.countCompleted(accountId)) === 0) {
        await this.outbox.add(tx.manager, new PremiumRevoked(accountId, current.id, now));
      }
      return refunded;
    });
    await this.outbox.flush();
    return order;
  }
}
