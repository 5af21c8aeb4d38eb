import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * billing: a repeat order carries the idempotency key the member app sent with it (`client_id`), and a
 * member holds at most one order per key, so a double click, a second request of a proxy or a retry of
 * the same purchase charges the stored card or mandate once (docs/decisions.md, stop 50). Orders placed
 * before this migration have no key.
 */
export class OrderClientIds1763900002900 implements MigrationInterface {
  name = 'OrderClientIds1763900002900';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders ADD COLUMN client_id varchar(64)`);
    await q.query(
      `CREATE UNIQUE INDEX orders_client_id_once ON orders (account_id, client_id) WHERE client_id IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX orders_client_id_once`);
    await q.query(`ALTER TABLE orders DROP COLUMN client_id`);
  }
}
