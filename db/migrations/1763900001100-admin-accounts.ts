import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Admin accounts managed from the console: disabled accounts, a session epoch (raising it ends every
 * console session of the account at once), and the optional TOTP second factor (the secret being
 * enrolled, the confirmed one, and the last time step used so that a code works only once).
 */
export class AdminAccounts1763900001100 implements MigrationInterface {
  name = 'AdminAccounts1763900001100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE admin_accounts
        ADD COLUMN disabled_at timestamptz,
        ADD COLUMN session_epoch integer NOT NULL DEFAULT 0,
        ADD COLUMN totp_secret varchar(64),
        ADD COLUMN totp_pending_secret varchar(64),
        ADD COLUMN totp_enabled_at timestamptz,
        ADD COLUMN totp_last_step bigint,
        ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`);
    await q.query(`CREATE INDEX audit_log_action ON audit_log (action, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX audit_log_action`);
    await q.query(`
      ALTER TABLE admin_accounts
        DROP COLUMN disabled_at, DROP COLUMN session_epoch, DROP COLUMN totp_secret,
        DROP COLUMN totp_pending_secret, DROP COLUMN totp_enabled_at, DROP COLUMN totp_last_step,
        DROP COLUMN updated_at`);
  }
}
