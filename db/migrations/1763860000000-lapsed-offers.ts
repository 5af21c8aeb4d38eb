import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * billing: an order refunded because its offer had lapsed (refund_reason set) no longer holds its
 * discount code or first-purchase claim, so a checkout paid late after expiring cannot collide with the
 * newer order that took the offer.
 */
export class LapsedOffers1763860000000 implements MigrationInterface {
  name = 'LapsedOffers1763860000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX orders_code_once`);
    await q.query(`
      CREATE UNIQUE INDEX orders_code_once ON orders (account_id, discount_code)
        WHERE discount_code IS NOT NULL AND status IN ('pending','completed','refunded') AND refund_reason IS NULL`);
    await q.query(`DROP INDEX orders_first_purchase_once`);
    await q.query(`
      CREATE UNIQUE INDEX orders_first_purchase_once ON orders (account_id)
        WHERE first_purchase_claim AND status IN ('pending','completed','refunded') AND refund_reason IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX orders_first_purchase_once`);
    await q.query(`
      CREATE UNIQUE INDEX orders_first_purchase_once ON orders (account_id)
        WHERE first_purchase_claim AND status IN ('pending','completed','refunded')`);
    await q.query(`DROP INDEX orders_code_once`);
    await q.query(`
      CREATE UNIQUE INDEX orders_code_once ON orders (account_id, discount_code)
        WHERE discount_code IS NOT NULL AND status IN ('pending','completed','refunded')`);
  }
}
