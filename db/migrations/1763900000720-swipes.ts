import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * matching, the swipe game: the members a member passed (they do not come back as cards; the newest
 * can be taken back: `seq` orders them, as passes within one clock tick share `created_at`), and the swipe likes of the member's current day. One quota row per member, whose
 * `day` (the site's calendar day) starts the count again when it changes, so the table does not grow
 * by a row per member and day. A swipe like itself is a row of `likes`. No foreign keys to profiles:
 * matching erases its rows on AccountErased.
 */
export class Swipes1763900000720 implements MigrationInterface {
  name = 'Swipes1763900000720';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE swipe_passes (
        member_id integer NOT NULL,
        passed_id integer NOT NULL,
        seq bigint GENERATED ALWAYS AS IDENTITY,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (member_id, passed_id),
        CHECK (member_id <> passed_id)
      )`);
    await q.query(`CREATE INDEX swipe_passes_newest ON swipe_passes (member_id, seq DESC)`);
    await q.query(`CREATE INDEX swipe_passes_received ON swipe_passes (passed_id)`);
    await q.query(`
      CREATE TABLE swipe_quotas (
        member_id integer PRIMARY KEY,
        day date NOT NULL,
        likes smallint NOT NULL CHECK (likes >= 0)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE swipe_quotas`);
    await q.query(`DROP TABLE swipe_passes`);
  }
}
