import { firstRow } from '../../shared/database/first-row';
import type { EntityManager } from 'typeorm';
import type { OrderStatus } from '../domain/order-statuses';
import type { OrderRow } from './order.row';

const count = async (manager: EntityManager, sql: string, params: unknown[]): Promise<number> =>
  ((await manager.query(sql, params)) as [{ n: number }])[0].n;

const updated = async (manager: EntityManager, sql: string, params: unknown[]): Promise<OrderRow> =>
  ((await manager.query(sql, params)) as [OrderRow[]])[0][0]!;

/** The order writes that must happen together, inside one database transaction. */
export class OrdersTransaction {
  constructor(readonly manager: EntityManager) {}

  lockOwn(orderId: string, accountId: number): Promise<OrderRow | null> {
    return firstRow<OrderRow>(
      this.manager,
      `SELECT * FROM orders WHERE id = $1 AND account_id = $2 FOR UPDATE`,
      [orderId, accountId],
    );
  }

  lock(orderId: string): Promise<OrderRow | null> {
    return firstRow<OrderRow>(this.manager, `SELECT * FROM orders WHERE id = $1 FOR UPDATE`, [orderId]);
  }

  lockByPayment(provider: string, providerPaymentId: string): Promise<OrderRow | null> {
    return firstRow<OrderRow>(
      this.manager,
      `SELECT * FROM orders WHERE provider = $1 AND provider_payment_id = $2 FOR UPDATE`,
      [provider, providerPaymentId],
    );
  }

  /** One completion per member at a time: whether a purchase is the first is decided in order. */
  async lockPurchasesOf(accountId: number): Promise<void> {
    await this.manager.query(`SELECT pg_advisory_xact_lock(hashtext('kindred:purchase'), $1)`, [accountId]);
  }

  async recordPaymentEvent(provider: string, providerPaymentId: string, status: string, at: Date) {
    await this.manager.query(
      `INSERT INTO payment_events (provider, provider_payment_id, status, received_at) VALUES ($1, $2, $3, $4)`,
      [provider, providerPaymentId, status, at],
    );
  }

  /** A direct debit that came back: no more direct debits for this member. */
  async blockDirectDebits(accountId: number, at: Date): Promise<void> {
    await this.manager.query(
      `INSERT INTO direct_debit_blocks (account_id, reason, created_at) VALUES ($1, 'returned_debit', $2)
       ON CONFLICT (account_id) DO NOTHING`,
      [accountId, at],
    );
  }

  setStatus(orderId: string, status: OrderStatus): Promise<OrderRow> {
    return updated(this.manager, `UPDATE orders SET status = $2 WHERE id = $1 RETURNING *`, [
      orderId,
      status,
    ]);
  }

  complete(orderId: string, paidAt: Date): Promise<OrderRow> {
    return updated(
      this.manager,
      `UPDATE orders SET status = 'completed', paid_at = $2 WHERE id = $1 RETURNING *`,
      [orderId, paidAt],
    );
  }

  markRefunded(orderId: string, at: Date): Promise<OrderRow> {
    return updated(
      this.manager,
      `UPDATE orders SET status = 'refunded', refunded_at = $2 WHERE id = $1 RETURNING *`,
      [orderId, at],
    );
  }

  /** Paid and paid straight back, with the reason the member sees. */
  markPaidAndRefunded(orderId: string, at: Date, reason: string): Promise<OrderRow> {
    return updated(
      this.manager,
      `UPDATE orders SET status = 'refunded', paid_at = $2, refunded_at = $2, refund_reason = $3
        WHERE id = $1 RETURNING *`,
      [orderId, at, reason],
    );
  }

  /** Completed orders of the member other than `except` (premium stands while one does). */
  countCompleted(accountId: number, except: string | null = null): Promise<number> {
    return count(
      this.manager,
      `SELECT count(*)::int AS n FROM orders WHERE account_id = $1 AND status = 'completed'
          AND id IS DISTINCT FROM $2::uuid`,
      [accountId, except],
    );
  }

  /** Purchases that stood (completed, or refunded at the member's wish) other than `except`. */
  countEarlierPurchases(accountId: number, except: string): Promise<number> {
    return count(
      this.manager,
      `SELECT count(*)::int AS n FROM orders WHERE account_id = $1 AND id <> $2
          AND status IN ('completed','refunded') AND refund_reason IS NULL`,
      [accountId, except],
    );
  }

  /** Other orders holding the same first-purchase offer or discount code. */
  countHoldingOfferOf(order: OrderRow): Promise<number> {
    return count(
      this.manager,
      `SELECT count(*)::int AS n FROM orders WHERE account_id = $1 AND id <> $2 AND refund_reason IS NULL
          AND status IN ('pending','completed','refunded')
          AND ((first_purchase_claim AND $3) OR discount_code = $4)`,
      [order.account_id, order.id, order.first_purchase_claim, order.discount_code],
    );
  }

  async saveMandate(
    accountId: number,
    provider: string,
    mandate: { id: string; label: string },
    paymentMethod: string,
    at: Date,
  ): Promise<void> {
    await this.manager.query(
      `INSERT INTO payment_mandates (account_id, provider, mandate_id, payment_method, label, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (account_id) DO UPDATE SET provider = EXCLUDED.provider, mandate_id = EXCLUDED.mandate_id,
         payment_method = EXCLUDED.payment_method, label = EXCLUDED.label, created_at = EXCLUDED.created_at`,
      [accountId, provider, mandate.id, paymentMethod, mandate.label, at],
    );
  }
}
