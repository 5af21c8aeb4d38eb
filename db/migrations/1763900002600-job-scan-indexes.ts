import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes for what the scheduled jobs look for, each holding only the rows a job may want, so a run reads
 * what it finds instead of the whole table (measured beside 300,000 accounts and profiles, 900,000 photos,
 * 300,000 orders, 440,000 conversation sides):
 * - the weekly mail's new members nearby, per page of 500 recipients: the profiles enabled, by when they
 *   were made (a scan of every profile per page, so a run grew with the square of the members);
 * - the unread-message reminders: the sides with something unread, by their last message (every side was
 *   read, and the messages probed for each unread one: 16,691 probes to find 288 members);
 * - the activation reminders: the accounts still unconfirmed, by when they signed up;
 * - the expiry of abandoned checkouts (every 5 minutes): the pending checkouts, by when they were placed;
 * - the profile photo rescore: the photos not scored yet, by when they were uploaded.
 */
export class JobScanIndexes1763900002600 implements MigrationInterface {
  name = 'JobScanIndexes1763900002600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX profiles_enabled_by_creation ON profiles (created_at) WHERE status = 'enabled'`,
    );
    await q.query(
      `CREATE INDEX conversation_members_unread_by_activity ON conversation_members (last_message_at) WHERE unread > 0`,
    );
    await q.query(`
      CREATE INDEX accounts_unconfirmed_by_signup ON accounts (created_at)
       WHERE status = 'not_confirmed' AND deleted_at IS NULL AND erased_at IS NULL`);
    await q.query(`
      CREATE INDEX orders_pending_checkouts ON orders (created_at)
       WHERE status = 'pending' AND payment_method <> 'sdd'`);
    await q.query(`CREATE INDEX photos_unscored ON photos (created_at) WHERE safety_score IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const index of [
      'photos_unscored',
      'orders_pending_checkouts',
      'accounts_unconfirmed_by_signup',
      'conversation_members_unread_by_activity',
      'profiles_enabled_by_creation',
    ])
      await q.query(`DROP INDEX ${index}`);
  }
}
