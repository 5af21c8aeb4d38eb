import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The accounts columns the row-change trigger watches (1763900000300), `banned_at` added. */
const WATCHED_BEFORE = [
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
];

/**
 * Bans of members by an operator or moderator: `banned_at` set ends every session (the session check
 * reads it, so it joins the columns whose change empties the per-instance account cache) and refuses
 * login until an unban clears it.
 */
export class MemberBans1763900001300 implements MigrationInterface {
  name = 'MemberBans1763900001300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE accounts ADD COLUMN banned_at timestamptz`);
    await q.query(`CREATE INDEX accounts_banned ON accounts (banned_at) WHERE banned_at IS NOT NULL`);
    await this.trigger(q, [...WATCHED_BEFORE, 'banned_at']);
  }

  async down(q: QueryRunner): Promise<void> {
    await this.trigger(q, WATCHED_BEFORE);
    await q.query(`ALTER TABLE accounts DROP COLUMN banned_at`);
  }

  private async trigger(q: QueryRunner, columns: string[]): Promise<void> {
    await q.query(`DROP TRIGGER accounts_row_change ON accounts`);
    await q.query(
      `CREATE TRIGGER accounts_row_change AFTER INSERT OR DELETE OR UPDATE OF ${columns.join(', ')}
         ON accounts FOR EACH ROW EXECUTE FUNCTION notify_row_change('id')`,
    );
  }
}
