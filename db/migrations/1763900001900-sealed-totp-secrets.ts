import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * admin: the TOTP secrets are stored sealed (AES-256-GCM, `v1.<nonce, tag and ciphertext>`), which
 * is longer than the base32 secret; the server seals the ones stored before at start-up.
 */
export class SealedTotpSecrets1763900001900 implements MigrationInterface {
  name = 'SealedTotpSecrets1763900001900';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE admin_accounts
        ALTER COLUMN totp_secret TYPE varchar(255),
        ALTER COLUMN totp_pending_secret TYPE varchar(255)`);
  }

  async down(q: QueryRunner): Promise<void> {
    // Sealed values do not fit the old width: the down migration forgets every second factor.
    await q.query(`
      UPDATE admin_accounts SET totp_secret = NULL, totp_pending_secret = NULL, totp_enabled_at = NULL,
                                totp_last_step = NULL
       WHERE length(totp_secret) > 64 OR length(totp_pending_secret) > 64`);
    await q.query(`
      ALTER TABLE admin_accounts
        ALTER COLUMN totp_secret TYPE varchar(64),
        ALTER COLUMN totp_pending_secret TYPE varchar(64)`);
  }
}
