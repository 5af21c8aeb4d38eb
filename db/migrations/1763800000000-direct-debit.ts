import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DirectDebit1763800000000 implements MigrationInterface {
  name = 'DirectDebit1763800000000';

  async up(q: QueryRunner): Promise<void> {
    // billing: a direct debit the member asked for, waiting for the SMS code that confirms it. The IBAN is
    // kept only until then; afterwards only its last four characters stay (the provider holds the mandate).
    await q.query(`
      CREATE TABLE direct_debit_requests (
        id uuid PRIMARY KEY,
        account_id integer NOT NULL,
        bundle_id integer NOT NULL REFERENCES credit_bundles(id),
        discount_code varchar(40),
        account_holder varchar(100) NOT NULL,
        iban varchar(34) NOT NULL,
        street varchar(100) NOT NULL,
        house_number varchar(20) NOT NULL,
        zip varchar(20) NOT NULL,
        city varchar(100) NOT NULL,
        phone varchar(20) NOT NULL,
        code_hash char(64) NOT NULL,
        code_expires_at timestamptz NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        status varchar(20) NOT NULL DEFAULT 'awaiting_code'
          CHECK (status IN ('awaiting_code','confirmed','voided')),
        order_id uuid REFERENCES orders(id),
        created_at timestamptz NOT NULL
      )`);
    await q.query(
      `CREATE INDEX direct_debit_requests_account ON direct_debit_requests (account_id, created_at)`,
    );

    // billing: members who may no longer pay by direct debit (a returned debit, or an operator's decision).
    await q.query(`
      CREATE TABLE direct_debit_blocks (
        account_id integer PRIMARY KEY,
        reason varchar(100) NOT NULL,
        created_at timestamptz NOT NULL
      )`);

    // billing: text messages as the development and test SMS sender "sends" them.
    await q.query(`
      CREATE TABLE sms_outbox (
        id bigserial PRIMARY KEY,
        phone varchar(20) NOT NULL,
        text text NOT NULL,
        created_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE sms_outbox`);
    await q.query(`DROP TABLE direct_debit_blocks`);
    await q.query(`DROP TABLE direct_debit_requests`);
  }
}
