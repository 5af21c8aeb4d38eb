import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * messages: `delivered_at`, when the recipient's app first had the message (its socket acknowledged it, or
 * it fetched the conversation); the sender's copy shows `delivered` from then on (docs/decisions.md).
 */
export class MessageDelivered1763900000860 implements MigrationInterface {
  name = 'MessageDelivered1763900000860';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE messages ADD COLUMN delivered_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE messages DROP COLUMN delivered_at`);
  }
}
