import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../../shared/clock/clock';
import { ApiError } from '../../shared/errors/api-error';
import { GetSiteSettingsByIdQuery } from '../../site/site.contracts';
import { PremiumRevoked } from '../billing.contracts';
import { LedgerWriter } from '../ledger/ledger-writer';
import { Outbox } from '../../shared/outbox/outbox';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payments/payment-provider';
import type { OrderRow } from './order.view';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A purchase paid back (SPEC §3 refund_days): within refund_days of payment and while its credits are
 * unspent. The credits leave through a `refund` ledger entry; the money goes back through the provider.
 */
@Injectable()
export class Refunds {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly ledger: LedgerWriter,
    private readonly outbox: Outbox,
    private readonly queryBus: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async refund(accountId: number, orderId: unknown): Promise<OrderRow> {
    const now = this.clock.now();
    const order = await this.dataSource.transaction(async (manager) => {
      const [current] = (
        typeof orderId === 'string' && /^[0-9a-f-]{36}$/.test(orderId)
          ? await manager.query(`SELECT * FROM orders WHERE id = $1 AND account_id = $2 FOR UPDATE`, [
              orderId,
              accountId,
            ])
          : []
      ) as OrderRow[];
      if (!current || current.status !== 'completed') {
        throw ApiError.notFound('order_not_found', 'billing.order_not_found');
      }
      const site = await this.queryBus.execute(new GetSiteSettingsByIdQuery(current.site_id));
      if (now.getTime() > current.paid_at!.getTime() + site.refundDays * DAY_MS) {
        throw new ApiError(400, 'refund_period_over', 'billing.refund_period_over', {
          days: site.refundDays,
        });
      }
      const taken = await this.ledger.appendWithin(manager, {
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
      const [updated] = (await manager.query(
        `UPDATE orders SET status = 'refunded', refunded_at = $2 WHERE id = $1 RETURNING *`,
        [current.id, now],
      )) as [OrderRow[]];
      const [left] = (await manager.query(
        `SELECT count(*)::int AS n FROM orders WHERE account_id = $1 AND status = 'completed'`,
        [accountId],
      )) as [{ n: number }];
      if (left.n === 0) await this.outbox.add(manager, new PremiumRevoked(accountId, current.id, now));
      return updated[0]!;
    });
    await this.outbox.flush();
    return order;
  }
}
