import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AccountSessions1763840000000 implements MigrationInterface {
  name = 'AccountSessions1763840000000';

  async up(q: QueryRunner): Promise<void> {
    // Each session remembers the epoch it was opened in; raising it ends every session of the account.
    await q.query(`ALTER TABLE accounts ADD COLUMN session_epoch integer NOT NULL DEFAULT 0`);
    // The link to the old address that undoes an e-mail change.
    await q.query(`ALTER TABLE account_tokens DROP CONSTRAINT account_tokens_purpose_check`);
    await q.query(`
      ALTER TABLE account_tokens ADD CONSTRAINT account_tokens_purpose_check
        CHECK (purpose IN ('activation','password_reset','mail_change','reactivation','mail_restore'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM account_tokens WHERE purpose = 'mail_restore'`);
    await q.query(`ALTER TABLE account_tokens DROP CONSTRAINT account_tokens_purpose_check`);
    await q.query(`
      ALTER TABLE account_tokens ADD CONSTRAINT account_tokens_purpose_check
        CHECK (purpose IN ('activation','password_reset','mail_change','reactivation'))`);
    await q.query(`ALTER TABLE accounts DROP COLUMN session_epoch`);
  }
}
