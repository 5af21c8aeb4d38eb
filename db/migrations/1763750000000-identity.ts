import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Identity1763750000000 implements MigrationInterface {
  name = 'Identity1763750000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE accounts
        ADD COLUMN activated_at timestamptz,
        ADD COLUMN deletion_reason varchar(20)
          CHECK (deletion_reason IN ('price','found_someone','not_looking','site_problems','no_members','time','other')),
        ADD COLUMN deletion_remarks text,
        ADD COLUMN erased_at timestamptz`);
    await q.query(
      `CREATE INDEX accounts_pending_erasure ON accounts (deleted_at) WHERE deleted_at IS NOT NULL AND erased_at IS NULL`,
    );

    // One-time links: only a SHA-256 of the token is stored; each is used once and expires.
    await q.query(`
      CREATE TABLE account_tokens (
        id serial PRIMARY KEY,
        account_id integer NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        purpose varchar(20) NOT NULL CHECK (purpose IN ('activation','password_reset','mail_change','reactivation')),
        token_hash char(64) NOT NULL UNIQUE,
        new_email citext,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX account_tokens_account ON account_tokens (account_id, purpose)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE account_tokens`);
    await q.query(`DROP INDEX accounts_pending_erasure`);
    await q.query(`
      ALTER TABLE accounts DROP COLUMN activated_at, DROP COLUMN deletion_reason, DROP COLUMN deletion_remarks,
        DROP COLUMN erased_at`);
  }
}
