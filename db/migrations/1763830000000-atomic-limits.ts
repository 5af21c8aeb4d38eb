import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AtomicLimits1763830000000 implements MigrationInterface {
  name = 'AtomicLimits1763830000000';

  async up(q: QueryRunner): Promise<void> {
    // billing: the price of an open direct debit request, so open requests count against the limits.
    await q.query(`ALTER TABLE direct_debit_requests ADD COLUMN amount integer`);
    // billing: when the details of an expired or voided request were erased (NULL: not yet, or confirmed).
    await q.query(`ALTER TABLE direct_debit_requests ADD COLUMN erased_at timestamptz`);
    await q.query(
      `CREATE INDEX direct_debit_requests_to_erase ON direct_debit_requests (code_expires_at)
        WHERE erased_at IS NULL AND status <> 'confirmed'`,
    );

    // billing: an order holding a first-purchase offer (welcome discount or time bonus). A member holds at
    // most one such claim at a time (pending) or ever (completed, refunded); a failed, cancelled or expired
    // order gives it back. Orders placed before this migration hold no claim.
    await q.query(`ALTER TABLE orders ADD COLUMN first_purchase_claim boolean NOT NULL DEFAULT false`);
    await q.query(`
      CREATE UNIQUE INDEX orders_first_purchase_once ON orders (account_id)
        WHERE first_purchase_claim AND status IN ('pending','completed','refunded')`);
    // billing: why an order was paid back without the member asking (e.g. a first-purchase offer that no
    // longer applied when its payment completed).
    await q.query(`ALTER TABLE orders ADD COLUMN refund_reason varchar(40)`);
    // billing: the direct debit request an order was placed for, so a request stops counting against the
    // limits exactly when its order exists.
    await q.query(`ALTER TABLE orders ADD COLUMN direct_debit_request uuid`);
    await q.query(
      `CREATE UNIQUE INDEX orders_direct_debit_request ON orders (direct_debit_request)
        WHERE direct_debit_request IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders DROP COLUMN direct_debit_request`);
    await q.query(`ALTER TABLE orders DROP COLUMN refund_reason`);
    await q.query(`DROP INDEX orders_first_purchase_once`);
    await q.query(`ALTER TABLE orders DROP COLUMN first_purchase_claim`);
    await q.query(`DROP INDEX direct_debit_requests_to_erase`);
    await q.query(`ALTER TABLE direct_debit_requests DROP COLUMN erased_at`);
    await q.query(`ALTER TABLE direct_debit_requests DROP COLUMN amount`);
  }
}
