import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * site: `message_retention_days`, the window of messages a chat shows (SPEC §8 "Older messages are no
 * longer visible to protect your privacy."); 0 keeps every message visible.
 */
export class MessageRetention1763900000820 implements MigrationInterface {
  name = 'MessageRetention1763900000820';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE site_settings ADD COLUMN message_retention_days integer NOT NULL DEFAULT 0
         CONSTRAINT site_settings_message_retention_days_check CHECK (message_retention_days BETWEEN 0 AND 36500)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE site_settings DROP COLUMN message_retention_days`);
  }
}
