import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * shared outbox: one delivery per event and handler, so each handler acts once per event, is retried
 * with backoff on its own, and its failures can be counted by /api/health.
 */
export class OutboxDeliveries1763900000200 implements MigrationInterface {
  name = 'OutboxDeliveries1763900000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE outbox_deliveries (
        event_id bigint NOT NULL REFERENCES outbox(id) ON DELETE CASCADE,
        handler varchar(100) NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL,
        last_error text,
        delivered_at timestamptz,
        PRIMARY KEY (event_id, handler)
      )`);
    await q.query(
      `CREATE INDEX outbox_deliveries_due ON outbox_deliveries (next_attempt_at) WHERE delivered_at IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE outbox_deliveries`);
  }
}
