import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What each instance keeps in its read cache (shared/database/row-cache.ts), by table. */
const WATCHED = [
  {
    table: 'accounts',
    key: 'id',
    columns: [
      'site_id',
      'email',
      'status',
      'paid_user',
      'notifications_disabled',
      'language',
      'invisible',
      'created_at',
      'session_epoch',
      'deleted_at',
    ],
  },
  {
    table: 'profiles',
    key: 'id',
    columns: [
      'status',
      'name',
      'gender',
      'seeking',
      'sexuality',
      'birth_date',
      'country',
      'region_id',
      'city',
    ],
  },
  {
    table: 'photos',
    key: 'profile_id',
    columns: ['profile_id', 'filename', 'thumb_filename', 'status', 'is_main'],
  },
  { table: 'credit_balances', key: 'account_id', columns: ['balance'] },
];

/**
 * Row-change notices for the per-instance read cache of the reads every logged-in request makes (the
 * session check, the profile summary, the balance). A trigger sends `<table>:<key>` on the channel
 * `kindred_row_changes` when a cached column changes; PostgreSQL delivers it to every listening instance
 * only once the transaction commits, whoever wrote the row (the app, a seed, an operator by hand).
 * `UPDATE OF <columns>` keeps frequent writes of other columns (last_active_at once a minute) silent.
 */
export class RowChangeNotices1763900000300 implements MigrationInterface {
  name = 'RowChangeNotices1763900000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION notify_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('kindred_row_changes',
          TG_TABLE_NAME || ':' || (to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END) ->> TG_ARGV[0]));
        RETURN NULL;
      END $$`);
    for (const { table, key, columns } of WATCHED) {
      await q.query(
        `CREATE TRIGGER ${table}_row_change AFTER INSERT OR DELETE OR UPDATE OF ${columns.join(', ')}
           ON ${table} FOR EACH ROW EXECUTE FUNCTION notify_row_change('${key}')`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const { table } of WATCHED) await q.query(`DROP TRIGGER ${table}_row_change ON ${table}`);
    await q.query(`DROP FUNCTION notify_row_change()`);
  }
}
