import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * notifications/push: the browsers (devices) a member receives web push on, and the member's push
 * settings. `push_subscriptions`: one row per push service endpoint (unique: a browser's endpoint belongs to
 * whoever subscribed it last), its keys (`p256dh`, `auth`), a label from the browser's user agent and an
 * on/off switch per device. `push_settings`: `show_message_text` (false: pushes about messages say who
 * wrote, never what). `push_sends`: which device got which notification, so a retried job never sends a
 * device the same notification twice. No foreign keys to identity: push erases its rows on AccountErased.
 */
export class PushSubscriptions1763900000920 implements MigrationInterface {
  name = 'PushSubscriptions1763900000920';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE push_subscriptions (
        id serial PRIMARY KEY,
        account_id integer NOT NULL,
        site_id integer NOT NULL,
        endpoint text NOT NULL UNIQUE,
        p256dh text NOT NULL,
        auth text NOT NULL,
        label varchar(100) NOT NULL,
        enabled boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX push_subscriptions_account ON push_subscriptions (account_id, id)`);
    await q.query(`
      CREATE TABLE push_settings (
        account_id integer PRIMARY KEY,
        show_message_text boolean NOT NULL DEFAULT true
      )`);
    await q.query(`
      CREATE TABLE push_sends (
        notification text NOT NULL,
        subscription_id integer NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
        sent_at timestamptz NOT NULL,
        PRIMARY KEY (notification, subscription_id)
      )`);
    await q.query(`CREATE INDEX push_sends_subscription ON push_sends (subscription_id)`);
    await q.query(`CREATE INDEX push_sends_sent_at ON push_sends (sent_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE push_sends`);
    await q.query(`DROP TABLE push_settings`);
    await q.query(`DROP TABLE push_subscriptions`);
  }
}
