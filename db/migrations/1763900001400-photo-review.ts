import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The photo review queue (issue 14 §3): each photo (and each photo sent in a chat) gets the classifier's
 * safety score (0 safe .. 1 explicit); a site's `photo_safety_threshold` holds a profile photo scoring
 * above it for review even under `post`, and blurs a chat photo above it; a moderator's decision is kept
 * on the photo (when, who, and the reason of a rejection the member sees).
 */
export class PhotoReview1763900001400 implements MigrationInterface {
  name = 'PhotoReview1763900001400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE site_settings ADD COLUMN photo_safety_threshold real NOT NULL DEFAULT 0.7
         CHECK (photo_safety_threshold >= 0 AND photo_safety_threshold <= 1)`,
    );
    await q.query(`
      ALTER TABLE photos
        ADD COLUMN safety_score real CHECK (safety_score >= 0 AND safety_score <= 1),
        ADD COLUMN held boolean NOT NULL DEFAULT false,
        ADD COLUMN reviewed_at timestamptz,
        ADD COLUMN reviewed_by integer,
        ADD COLUMN reject_reason varchar(500)`);
    // the queue: riskiest first among those awaiting review
    await q.query(
      `CREATE INDEX photos_review_queue ON photos (safety_score DESC NULLS LAST, id DESC) WHERE status = 'pending'`,
    );
    await q.query(
      `ALTER TABLE messages ADD COLUMN photo_safety_score real
         CHECK (photo_safety_score >= 0 AND photo_safety_score <= 1)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE messages DROP COLUMN photo_safety_score`);
    await q.query(`DROP INDEX photos_review_queue`);
    await q.query(`
      ALTER TABLE photos DROP COLUMN safety_score, DROP COLUMN held, DROP COLUMN reviewed_at,
        DROP COLUMN reviewed_by, DROP COLUMN reject_reason`);
    await q.query(`ALTER TABLE site_settings DROP COLUMN photo_safety_threshold`);
  }
}
