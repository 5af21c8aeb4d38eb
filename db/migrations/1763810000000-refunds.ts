import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Refunds1763810000000 implements MigrationInterface {
  name = 'Refunds1763810000000';

  async up(q: QueryRunner): Promise<void> {
    // billing: what the sandbox provider paid back on a payment (a real provider keeps this on its side).
    await q.query(`ALTER TABLE sandbox_payments ADD COLUMN refunded_amount integer NOT NULL DEFAULT 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE sandbox_payments DROP COLUMN refunded_amount`);
  }
}
