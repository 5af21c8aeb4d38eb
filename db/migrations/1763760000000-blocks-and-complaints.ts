import type { MigrationInterface, QueryRunner } from 'typeorm';

export class BlocksAndComplaints1763760000000 implements MigrationInterface {
  name = 'BlocksAndComplaints1763760000000';

  async up(q: QueryRunner): Promise<void> {
    // profiles: who blocked whom; either side disappears for the other everywhere.
    await q.query(`
      CREATE TABLE member_blocks (
        blocker_id integer NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
        blocked_id integer NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (blocker_id, blocked_id),
        CHECK (blocker_id <> blocked_id)
      )`);
    await q.query(`CREATE INDEX member_blocks_blocked ON member_blocks (blocked_id)`);

    // compliance: reports about profiles and photos, for moderators.
    await q.query(`
      CREATE TABLE complaints (
        id serial PRIMARY KEY,
        reporter_id integer NOT NULL,
        target_profile_id integer NOT NULL,
        target_photo_id integer,
        reason varchar(30) NOT NULL
          CHECK (reason IN ('fake_profile','inappropriate_photo','harassment','spam','underage','scam','other')),
        remarks text NOT NULL DEFAULT '',
        status varchar(20) NOT NULL DEFAULT 'open' CHECK (status IN ('open','resolved','dismissed')),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX complaints_open ON complaints (status, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE complaints`);
    await q.query(`DROP TABLE member_blocks`);
  }
}
