import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes in the order lists are read, so a page reads about a page (measured beside 300,000 orders,
 * 450,000 ledger entries and a member with 20,000 likes given):
 * - the likes a member gave, newest first (likes.php, polled every 60 s): the primary key found them all
 *   and sorted them to keep 500 (229 ms cold for 20,000);
 * - the console's orders, newest first by default: every order read and sorted (72 ms);
 * - the ledger by date (the console's date filter and the finance charts): a BRIN index, which costs an
 *   append-only table almost nothing, instead of a walk back through every entry since.
 */
export class ListIndexes1763900002700 implements MigrationInterface {
  name = 'ListIndexes1763900002700';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX likes_given ON likes (liker_id, created_at DESC, liked_id DESC)`);
    await q.query(`CREATE INDEX orders_by_creation ON orders (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX credit_ledger_by_date ON credit_ledger USING brin (created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX credit_ledger_by_date`);
    await q.query(`DROP INDEX orders_by_creation`);
    await q.query(`DROP INDEX likes_given`);
  }
}
