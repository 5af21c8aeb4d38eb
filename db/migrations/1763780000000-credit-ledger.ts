import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreditLedger1763780000000 implements MigrationInterface {
  name = 'CreditLedger1763780000000';

  async up(q: QueryRunner): Promise<void> {
    // billing: every credit movement, append-only (DESIGN.md §3). Each entry carries the hash of the
    // account's previous entry, so an edit made behind the application's back breaks the chain.
    await q.query(`
      CREATE TABLE credit_ledger (
        id bigserial PRIMARY KEY,
        account_id integer NOT NULL,
        kind varchar(20) NOT NULL CHECK (kind IN
          ('signup_bonus','purchase','spend_message','spend_photo','spend_gift','refund','adjustment','expiry')),
        amount integer NOT NULL CHECK (amount <> 0),
        balance_after integer NOT NULL CHECK (balance_after >= 0),
        reference varchar(100) NOT NULL DEFAULT '',
        idempotency_key varchar(200) NOT NULL UNIQUE,
        actor varchar(100) NOT NULL,
        created_at timestamptz NOT NULL,
        previous_hash char(64),
        hash char(64) NOT NULL
      )`);
    await q.query(`CREATE INDEX credit_ledger_account ON credit_ledger (account_id, id)`);
    await q.query(`
      CREATE FUNCTION credit_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'credit_ledger is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await q.query(`
      CREATE TRIGGER credit_ledger_no_update_delete BEFORE UPDATE OR DELETE ON credit_ledger
        FOR EACH ROW EXECUTE FUNCTION credit_ledger_append_only()`);
    await q.query(`
      CREATE TRIGGER credit_ledger_no_truncate BEFORE TRUNCATE ON credit_ledger
        FOR EACH STATEMENT EXECUTE FUNCTION credit_ledger_append_only()`);

    // billing: the balance projection (rebuildable from the ledger), locked row-wise when spending.
    await q.query(`
      CREATE TABLE credit_balances (
        account_id integer PRIMARY KEY,
        balance integer NOT NULL CHECK (balance >= 0),
        last_entry_id bigint,
        last_hash char(64),
        updated_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE credit_balances`);
    await q.query(`DROP TABLE credit_ledger`);
    await q.query(`DROP FUNCTION credit_ledger_append_only`);
  }
}
