import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * notifications: `notification_preferences`, one row per member who changed something (no row: every
 * type on, both frequencies 'instant'). One column per switch, so two changes at once to different
 * switches both land (each update writes only its own columns).
 */
export class NotificationPreferences1763900000900 implements MigrationInterface {
  name = 'NotificationPreferences1763900000900';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE notification_preferences (
        account_id integer PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
        new_conversations boolean NOT NULL DEFAULT true,
        new_messages boolean NOT NULL DEFAULT true,
        "like" boolean NOT NULL DEFAULT true,
        unread_message_reminders boolean NOT NULL DEFAULT true,
        promotions boolean NOT NULL DEFAULT true,
        weekly_updates boolean NOT NULL DEFAULT true,
        news boolean NOT NULL DEFAULT true,
        reminders boolean NOT NULL DEFAULT true,
        messages_frequency text NOT NULL DEFAULT 'instant'
          CONSTRAINT notification_preferences_messages_frequency_check
          CHECK (messages_frequency IN ('instant', 'daily', 'never')),
        likes_frequency text NOT NULL DEFAULT 'instant'
          CONSTRAINT notification_preferences_likes_frequency_check
          CHECK (likes_frequency IN ('instant', 'daily', 'never')),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE notification_preferences`);
  }
}
