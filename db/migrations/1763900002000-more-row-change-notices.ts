import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Tables whose rows are now kept in per-instance read caches, with the column each cache is keyed by. */
const WATCHED = [
  // profiles' BlockRelationsCache: a block changes what both members may see of each other.
  { table: 'member_blocks', trigger: 'member_blocks_blocker_change', key: 'blocker_id' },
  { table: 'member_blocks', trigger: 'member_blocks_blocked_change', key: 'blocked_id' },
  // notifications' PushTargetsCache (a device may move to another account: both hear of it).
  { table: 'push_subscriptions', trigger: 'push_subscriptions_row_change', key: 'account_id' },
  // notifications' NotificationPreferencesCache.
  { table: 'notification_preferences', trigger: 'notification_preferences_row_change', key: 'account_id' },
];

/**
 * Row-change notices (see RowChangeNotices1763900000300) for the reads each message's send and
 * after-answer work made by key: who blocked whom, whether a member has a push device on, and their mail
 * switches. The notice names the key before and after the change, so a row that moves to another key
 * leaves neither stale.
 */
export class MoreRowChangeNotices1763900002000 implements MigrationInterface {
  name = 'MoreRowChangeNotices1763900002000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION notify_row_change_old_and_new() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' THEN
          PERFORM pg_notify('kindred_row_changes', TG_TABLE_NAME || ':' || (to_jsonb(OLD) ->> TG_ARGV[0]));
        END IF;
        IF TG_OP <> 'DELETE' THEN
          PERFORM pg_notify('kindred_row_changes', TG_TABLE_NAME || ':' || (to_jsonb(NEW) ->> TG_ARGV[0]));
        END IF;
        RETURN NULL;
      END $$`);
    for (const { table, trigger, key } of WATCHED) {
      await q.query(
        `CREATE TRIGGER ${trigger} AFTER INSERT OR DELETE OR UPDATE ON ${table}
           FOR EACH ROW EXECUTE FUNCTION notify_row_change_old_and_new('${key}')`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const { table, trigger } of WATCHED) await q.query(`DROP TRIGGER ${trigger} ON ${table}`);
    await q.query(`DROP FUNCTION notify_row_change_old_and_new()`);
  }
}
