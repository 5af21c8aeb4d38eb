import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../../shared/clock/clock';
import type { OrderRow } from './order.view';
import { PaymentUpdates } from './payment-updates';

/** A checkout not paid within this time is abandoned (Mollie lets most checkouts expire sooner). */
export const CHECKOUT_EXPIRY_MS = 60 * 60 * 1000;
/** A bank transfer (sct) takes days to arrive: it waits this long. */
export const BANK_TRANSFER_EXPIRY_MS = 14 * 24 * 60 * 60 * 1000;
/** Any number will do as long as no other job of the app takes it. */
const RUN_LOCK = 0x6b696e01;
const BATCH = 200;

/**
 * Pending orders whose checkout was left: each is first brought in line with the provider (a payment
 * made at the last minute completes; one the provider expired or failed says so); one the provider
 * still reports open is marked expired here. Direct debits (sdd) are not checkouts and are left to their
 * own flow. A payment that still arrives later completes the order all the same (PaymentUpdates treats
 * only completed and refunded as final).
 */
@Injectable()
export class ExpireAbandonedOrders {
  private readonly logger = new Logger(ExpireAbandonedOrders.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly updates: PaymentUpdates,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Cron(CronExpression.EVERY_5_MINUTES)
  async scheduled(): Promise<void> {
    await this.run().catch((error: unknown) => this.logger.warn(`order expiry failed: ${String(error)}`));
  }

  /** One pass; with several instances only one runs it at a time. Returns the ids of the orders expired. */
  async run(): Promise<{ expired: string[] }> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      const [lock] = (await runner.query(`SELECT pg_try_advisory_lock($1) AS locked`, [RUN_LOCK])) as [
        { locked: boolean },
      ];
      if (!lock.locked) return { expired: [] };
      try {
        return { expired: await this.expireDue() };
      } finally {
        await runner.query(`SELECT pg_advisory_unlock($1)`, [RUN_LOCK]);
      }
    } finally {
      await runner.release();
    }
  }

  private async expireDue(): Promise<string[]> {
    const now = this.clock.now().getTime();
    const due = (await this.dataSource.query(
      `SELECT id, provider_payment_id FROM orders
        WHERE status = 'pending' AND payment_method <> 'sdd'
          AND created_at < CASE WHEN payment_method = 'sct' THEN $2::timestamptz ELSE $1::timestamptz END
        ORDER BY created_at LIMIT $3`,
      [new Date(now - CHECKOUT_EXPIRY_MS), new Date(now - BANK_TRANSFER_EXPIRY_MS), BATCH],
    )) as Pick<OrderRow, 'id' | 'provider_payment_id'>[];
    const expired: string[] = [];
    for (const order of due) {
      if (order.provider_payment_id) {
        const synced = await this.updates.apply(order.provider_payment_id).catch((error: unknown) => {
          // The provider could not be asked: try again next run rather than expire a payment it may hold.
          this.logger.warn(`status of order ${order.id} unavailable: ${String(error)}`);
          return undefined;
        });
        if (synced === undefined) continue;
        if (synced && synced.status !== 'pending') continue;
      }
      const [, updated] = (await this.dataSource.query(
        `UPDATE orders SET status = 'expired' WHERE id = $1 AND status = 'pending'`,
        [order.id],
      )) as [unknown, number];
      if (updated) expired.push(order.id);
    }
    return expired;
  }
}
