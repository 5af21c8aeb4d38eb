import { firstRow } from '../../shared/database/first-row';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { AdminListParams } from '../../shared/admin-list/admin-list-params';
import { readAdminList } from '../../shared/admin-list/list-params';
import { type AdminListExport, exportAdminList } from '../../shared/admin-list/list-export';
import { runExclusively } from '../../shared/database/run-exclusively';
import { ORDER_LIST } from './order-list';
import type { MandateRow, NewOrder, OrderRow } from './order.row';
import { OrdersTransaction } from './orders.transaction';
import { isUuid } from '../../shared/http/ids';

/** The unique index that keeps a member to one order per `client_id` (migration OrderClientIds). */
export const ORDER_CLIENT_ID_INDEX = 'orders_client_id_once';

/** Pending orders that can be checked for expiry in one pass. */
const EXPIRY_BATCH = 200;

/** The `orders` table and what hangs off it (payment events, mandates). */
@Injectable()
export class OrdersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (orders: OrdersTransaction) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => work(new OrdersTransaction(manager)));
  }

  /** The discount codes the member used on an order that is pending, completed or refunded. */
  async usedDiscountCodes(accountId: number): Promise<string[]> {
    const rows = (await this.dataSource.query(
      `SELECT DISTINCT discount_code FROM orders
        WHERE account_id = $1 AND discount_code IS NOT NULL AND status IN ('pending','completed','refunded')`,
      [accountId],
    )) as { discount_code: string }[];
    return rows.map((row) => row.discount_code);
  }

  /** A page of orders as the admin console lists them. */
  page(params: AdminListParams): Promise<{ rows: OrderRow[]; total: number }> {
    return readAdminList<OrderRow>(this.dataSource, ORDER_LIST, params);
  }

  /** Every order the admin list's filter holds, through a cursor (the CSV export). */
  export(params: AdminListParams): AdminListExport<OrderRow> {
    return exportAdminList<OrderRow>(this.dataSource, ORDER_LIST, params);
  }

  /** An order of the member; anything but an order id of theirs finds nothing. */
  async findOwn(orderId: unknown, accountId: number): Promise<OrderRow | null> {
    if (!isUuid(orderId)) return null;
    return firstRow<OrderRow>(this.dataSource, `SELECT * FROM orders WHERE id = $1 AND account_id = $2`, [
      orderId,
      accountId,
    ]);
  }

  /** The member's orders, last paid or placed first; `orderId` narrows them to one. */
  async listOwn(accountId: number, orderId: string | null): Promise<OrderRow[]> {
    return (await this.dataSource.query(
      `SELECT * FROM orders WHERE account_id = $1 AND ($2::text IS NULL OR id::text = $2)
        ORDER BY coalesce(paid_at, created_at) DESC, created_at DESC`,
      [accountId, orderId],
    )) as OrderRow[];
  }

  lastCompleted(accountId: number): Promise<OrderRow | null> {
    return firstRow<OrderRow>(
      this.dataSource,
      `SELECT * FROM orders WHERE account_id = $1 AND status = 'completed' ORDER BY paid_at DESC LIMIT 1`,
      [accountId],
    );
  }

  /** The member's order placed with this idempotency key (`client_id`), if any. */
  byClientId(
    accountId: number,
    clientId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<OrderRow | null> {
    return firstRow<OrderRow>(manager, `SELECT * FROM orders WHERE account_id = $1 AND client_id = $2`, [
      accountId,
      clientId,
    ]);
  }

  mandateOf(accountId: number): Promise<MandateRow | null> {
    return firstRow<MandateRow>(
      this.dataSource,
      `SELECT mandate_id, payment_method, label FROM payment_mandates WHERE account_id = $1`,
      [accountId],
    );
  }

  /**
   * Throws the database's unique violation (23505) when the order's code, first-purchase offer or
   * `client_id` (ORDER_CLIENT_ID_INDEX) is held.
   */
  async insert(order: NewOrder, manager: EntityManager = this.dataSource.manager): Promise<OrderRow> {
    const columns = Object.keys(order);
    const [row] = (await manager.query(
      `INSERT INTO orders (${columns.join(', ')})
       VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING *`,
      Object.values(order),
    )) as OrderRow[];
    return row!;
  }

  async setPaymentId(orderId: string, providerPaymentId: string): Promise<void> {
    await this.dataSource.query(`UPDATE orders SET provider_payment_id = $2 WHERE id = $1`, [
      orderId,
      providerPaymentId,
    ]);
  }

  async markFailed(orderId: string): Promise<void> {
    await this.dataSource.query(`UPDATE orders SET status = 'failed' WHERE id = $1`, [orderId]);
  }

  /** Checkouts (not direct debits) still pending that were placed before their method's deadline. */
  async pendingCheckoutsPlacedBefore(
    checkoutDeadline: Date,
    bankTransferDeadline: Date,
  ): Promise<Pick<OrderRow, 'id' | 'provider_payment_id'>[]> {
    return (await this.dataSource.query(
      `SELECT id, provider_payment_id FROM orders
        WHERE status = 'pending' AND payment_method <> 'sdd'
          AND created_at < CASE WHEN payment_method = 'sct' THEN $2::timestamptz ELSE $1::timestamptz END
        ORDER BY created_at LIMIT $3`,
      [checkoutDeadline, bankTransferDeadline, EXPIRY_BATCH],
    )) as Pick<OrderRow, 'id' | 'provider_payment_id'>[];
  }

  /** True when the order was still pending and is expired now. */
  async expireIfPending(orderId: string): Promise<boolean> {
    const [, changed] = (await this.dataSource.query(
      `UPDATE orders SET status = 'expired' WHERE id = $1 AND status = 'pending'`,
      [orderId],
    )) as [unknown, number];
    return changed > 0;
  }

  /** Runs `work` unless another instance holds the lock `key`; answers null when it was held. */
  exclusively<T>(key: number, work: () => Promise<T>): Promise<T | null> {
    return runExclusively(this.dataSource, key, work);
  }
}
