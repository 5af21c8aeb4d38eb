import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../../shared/clock/clock';
import { CreditsGranted, PremiumGranted } from '../billing.contracts';
import { LedgerWriter } from '../ledger/ledger-writer';
import { Outbox } from '../../shared/outbox/outbox';
import {
  PAYMENT_PROVIDER,
  type PaymentProvider,
  type ProviderPaymentStatus,
} from '../payments/payment-provider';
import type { OrderRow } from './order.view';

const ORDER_STATUS: Record<ProviderPaymentStatus, OrderRow['status']> = {
  open: 'pending',
  pending: 'pending',
  paid: 'completed',
  failed: 'failed',
  canceled: 'cancelled',
  expired: 'expired',
};

/**
 * Brings an order in line with its payment as the provider reports it (webhook or status check).
 * The provider is asked, never believed from the call itself; a completed payment grants the credits
 * exactly once however often and in whatever order the calls arrive.
 */
@Injectable()
export class PaymentUpdates {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly ledger: LedgerWriter,
    private readonly outbox: Outbox,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Returns the order after the update, or null when no order has this payment. */
  async apply(providerPaymentId: string): Promise<OrderRow | null> {
    const payment = await this.provider.getPayment(providerPaymentId);
    if (!payment) return null;
    const now = this.clock.now();
    const order = await this.dataSource.transaction(async (manager) => {
      const [current] = (await manager.query(
        `SELECT * FROM orders WHERE provider = $1 AND provider_payment_id = $2 FOR UPDATE`,
        [this.provider.name, providerPaymentId],
      )) as OrderRow[];
      if (!current) return null;
      await manager.query(
        `INSERT INTO payment_events (provider, provider_payment_id, status, received_at) VALUES ($1, $2, $3, $4)`,
        [this.provider.name, providerPaymentId, payment.status, now],
      );
      const next = ORDER_STATUS[payment.status];
      // Completed (or refunded) is final: credits are granted once.
      if (current.status === 'completed' || current.status === 'refunded' || next === current.status)
        return current;
      if (next === 'failed' && current.payment_method === 'sdd') {
        // A direct debit that came back: no more direct debits for this member.
        await manager.query(
          `INSERT INTO direct_debit_blocks (account_id, reason, created_at) VALUES ($1, 'returned_debit', $2)
           ON CONFLICT (account_id) DO NOTHING`,
          [current.account_id, now],
        );
      }
      if (next !== 'completed') {
        const [updated] = (await manager.query(`UPDATE orders SET status = $2 WHERE id = $1 RETURNING *`, [
          current.id,
          next,
        ])) as [OrderRow[]];
        return updated[0]!;
      }
      // One completion per member at a time: whether this is the first purchase is decided in order.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('kindred:purchase'), $1)`, [
        current.account_id,
      ]);
      const [previous] = (await manager.query(
        `SELECT count(*)::int AS n FROM orders WHERE account_id = $1 AND id <> $2 AND status IN ('completed','refunded')
            AND refund_reason IS NULL`,
        [current.account_id, current.id],
      )) as [{ n: number }];
      // An expired or failed checkout paid late may find its offer or code taken by a newer order meanwhile.
      const [claimedElsewhere] = (await manager.query(
        `SELECT count(*)::int AS n FROM orders WHERE account_id = $1 AND id <> $2 AND refund_reason IS NULL
            AND status IN ('pending','completed','refunded')
            AND ((first_purchase_claim AND $3) OR discount_code = $4)`,
        [current.account_id, current.id, current.first_purchase_claim, current.discount_code],
      )) as [{ n: number }];
      if ((current.first_purchase_claim && previous.n > 0) || claimedElsewhere.n > 0) {
        // A first-purchase offer paid after another purchase completed no longer applies, nor an offer a
        // newer order holds by now: no credits at the discounted price; the money goes back and the order
        // says why (docs/decisions.md).
        const reason = claimedElsewhere.n > 0 ? 'offer_taken_by_newer_order' : 'first_purchase_offer_lapsed';
        await this.provider.refund(providerPaymentId, current.amount, current.currency.trim());
        const [refunded] = (await manager.query(
          `UPDATE orders SET status = 'refunded', paid_at = $2, refunded_at = $2, refund_reason = $3
            WHERE id = $1 RETURNING *`,
          [current.id, now, reason],
        )) as [OrderRow[]];
        return refunded[0]!;
      }
      const granted = await this.ledger.appendWithin(manager, {
        accountId: current.account_id,
        kind: 'purchase',
        amount: current.credits,
        reference: `order:${current.id}`,
        idempotencyKey: `order:${current.id}`,
        actor: `provider:${this.provider.name}`,
      });
      // Premium comes with the first purchase that stands: after a refund revoked it, the next one brings it back.
      const [standing] = (await manager.query(
        `SELECT count(*)::int AS n FROM orders WHERE account_id = $1 AND id <> $2 AND status = 'completed'`,
        [current.account_id, current.id],
      )) as [{ n: number }];
      const [updated] = (await manager.query(
        `UPDATE orders SET status = 'completed', paid_at = $2 WHERE id = $1 RETURNING *`,
        [current.id, now],
      )) as [OrderRow[]];
      if (granted.status === 'appended') {
        await this.outbox.add(
          manager,
          new CreditsGranted(
            current.account_id,
            current.credits,
            'purchase',
            `order:${current.id}`,
            granted.balance,
            now,
          ),
        );
      }
      if (standing.n === 0)
        await this.outbox.add(manager, new PremiumGranted(current.account_id, current.id, now));
      if (payment.mandate) {
        await manager.query(
          `INSERT INTO payment_mandates (account_id, provider, mandate_id, payment_method, label, created_at)
           VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (account_id) DO UPDATE SET provider = EXCLUDED.provider, mandate_id = EXCLUDED.mandate_id,
             payment_method = EXCLUDED.payment_method, label = EXCLUDED.label, created_at = EXCLUDED.created_at`,
          [
            current.account_id,
            this.provider.name,
            payment.mandate.id,
            current.payment_method,
            payment.mandate.label,
            now,
          ],
        );
      }
      return updated[0]!;
    });
    await this.outbox.flush();
    return order;
  }
}
