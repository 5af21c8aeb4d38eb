import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PhotoModeration1763850000000 implements MigrationInterface {
  name = 'PhotoModeration1763850000000';

  async up(q: QueryRunner): Promise<void> {
    // site: `post` shows a new photo at once and reviews it later, `pre` shows it once approved.
    await q.query(
      `ALTER TABLE site_settings ADD COLUMN photo_moderation varchar(4) NOT NULL DEFAULT 'post'
         CHECK (photo_moderation IN ('post','pre'))`,
    );
    // profiles: the later review queue lists the photos awaiting review, oldest first.
    await q.query(`CREATE INDEX photos_awaiting_review ON photos (created_at) WHERE status = 'pending'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX photos_awaiting_review`);
    await q.query(`ALTER TABLE site_settings DROP COLUMN photo_moderation`);
  }
}
