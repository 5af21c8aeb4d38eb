import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * matching: who likes whom. A like both ways is a match (no row of its own, so removing either like
 * ends it). `seen_at` is when the liked member opened the liker's profile from their likes (`like_new`
 * until then). No foreign keys to profiles: matching erases its rows on AccountErased.
 */
export class Likes1763900000400 implements MigrationInterface {
  name = 'Likes1763900000400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE likes (
        liker_id integer NOT NULL,
        liked_id integer NOT NULL,
        created_at timestamptz NOT NULL,
        seen_at timestamptz,
        PRIMARY KEY (liker_id, liked_id),
        CHECK (liker_id <> liked_id)
      )`);
    await q.query(`CREATE INDEX likes_received ON likes (liked_id, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE likes`);
  }
}
