import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * shared: one transactional outbox for every module (DESIGN.md §2); billing's own outbox is folded in,
 * its unpublished events carried over.
 */
export class SharedOutbox1763900000000 implements MigrationInterface {
  name = 'SharedOutbox1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE outbox (
        id bigserial PRIMARY KEY,
        event varchar(60) NOT NULL,
        payload jsonb NOT NULL,
        created_at timestamptz NOT NULL,
        published_at timestamptz
      )`);
    await q.query(`CREATE INDEX outbox_unpublished ON outbox (id) WHERE published_at IS NULL`);
    await q.query(`
      INSERT INTO outbox (event, payload, created_at, published_at)
        SELECT event, payload, created_at, published_at FROM billing_outbox ORDER BY id`);
    await q.query(`DROP TABLE billing_outbox`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE billing_outbox (
        id bigserial PRIMARY KEY,
        event varchar(40) NOT NULL,
        payload jsonb NOT NULL,
        created_at timestamptz NOT NULL,
        published_at timestamptz
      )`);
    await q.query(`DROP TABLE outbox`);
  }
}
