import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiError } from '../../shared/errors/api-error';
import { Outbox } from '../../shared/outbox/outbox';
import { GetSiteSettingsByIdQuery } from '../../site/site.contracts';
import { PremiumRevoked } from '../billing.contracts';
import { LedgerWriter } from '../database/ledger-writer';
import type { OrderRow } from '../database/order.row';
import type { OrdersTransaction } from '../database/orders.transaction';
import { withinRefundWindow } from '../domain/refund-window';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payments/payment-provider';

/**
 * The refund rule, whoever asks (the member, or finance from the console): a completed purchase, within
 * the site's refund_days of payment, while its credits are unspent. The credits leave through one
 * `refund` ledger entry (key `refund:<order>`, so an order is refunded once whoever asks), the money goes
 * back through the provider, the order is marked refunded and premium ends with the last purchase.
 */
@Injectable()
export class OrderRefunds {
  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly ledger: LedgerWriter,
    private readonly outbox: Outbox,
    private readonly queryBus: QueryBus,
  ) {}

  /** Refunds `order` (completed, locked FOR UPDATE in `tx`); `actor` goes on the ledger entry. */
  async refundLocked(tx: OrdersTransaction, order: OrderRow, actor: string, now: Date): Promise<OrderRow> {
    const site = await this.queryBus.execute(new GetSiteSettingsByIdQuery(order.site_id));
    if (!withinRefundWindow(order.paid_at!, site.refundDays, now)) {
      throw new ApiError(400, 'refund_period_over', 'billing.refund_period_over', { count: site.refundDays });
    }
    const taken = await this.ledger.appendWithin(tx.manager, {
      accountId: order.account_id,
      kind: 'refund',
      amount: -order.credits,
      reference: `order:${order.id}`,
      idempotencyKey: `refund:${order.id}`,
      actor,
    });
    if (taken.status === 'insufficient_credits') {
      throw new ApiError(400, 'refund_credits_used', 'billing.refund_credits_used');
    }
    // The money goes back before the books close: a provider failure leaves everything as it was.
    await this.provider.refund(order.provider_payment_id!, order.amount, order.currency.trim());
    const refunded = await tx.markRefunded(order.id, now);
    if ((await tx.countCompleted(order.account_id)) === 0) {
      await this.outbox.add(tx.manager, new PremiumRevoked(order.account_id, order.id, now));
    }
    return refunded;
  }
}
