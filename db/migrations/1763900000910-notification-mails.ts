import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * notifications (mail): what was mailed, and what waits for the next batched mail.
 *
 * - `notification_mails`: one row per notification mail ever queued, under its `dedupe_key` (unique): the
 *   insert is what decides that a mail goes out, so the same key never makes a second mail, whichever
 *   instance or retried job tries.
 * - `notification_mail_items`: chat messages, likes and matches a member is to be mailed about, collected
 *   by outbox handlers (one row per message, like or match: unique) until the member's batched mail job
 *   runs and claims them (`claimed_by`, the job's id, so a retry of the job takes the same ones).
 * No foreign keys to accounts: the rows of an erased member are deleted on AccountErased.
 */
export class NotificationMails1763900000910 implements MigrationInterface {
  name = 'NotificationMails1763900000910';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE notification_mails (
        id bigserial PRIMARY KEY,
        dedupe_key text NOT NULL,
        member_id integer NOT NULL,
        type text NOT NULL,
        template text NOT NULL,
        created_at timestamptz NOT NULL,
        CONSTRAINT notification_mails_dedupe_key UNIQUE (dedupe_key)
      )`);
    await q.query(`CREATE INDEX notification_mails_member ON notification_mails (member_id)`);
    await q.query(`
      CREATE TABLE notification_mail_items (
        id bigserial PRIMARY KEY,
        member_id integer NOT NULL,
        category text NOT NULL CHECK (category IN ('messages', 'likes')),
        kind text NOT NULL CHECK (kind IN ('message', 'first_message', 'like', 'match')),
        other_member_id integer NOT NULL,
        ref bigint NOT NULL DEFAULT 0,
        claimed_by text,
        created_at timestamptz NOT NULL,
        CONSTRAINT notification_mail_items_once UNIQUE (member_id, kind, other_member_id, ref)
      )`);
    await q.query(
      `CREATE INDEX notification_mail_items_open ON notification_mail_items (member_id, category) WHERE claimed_by IS NULL`,
    );
    await q.query(
      `CREATE INDEX notification_mail_items_claimed ON notification_mail_items (claimed_by) WHERE claimed_by IS NOT NULL`,
    );
    await q.query(`CREATE INDEX notification_mail_items_other ON notification_mail_items (other_member_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE notification_mail_items`);
    await q.query(`DROP TABLE notification_mails`);
  }
}
