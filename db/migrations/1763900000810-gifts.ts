import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * messaging: each site's gift catalogue (issue 12 §2). `image` is a path under the media prefix,
 * `names` the name in each of the 7 languages (`{"en": "Rose", "de": "Rose", …}`, English required).
 * A gift taken out of the catalogue is `active = false`, so messages that carried it still show it.
 */
export class Gifts1763900000810 implements MigrationInterface {
  name = 'Gifts1763900000810';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE gifts (
        id serial PRIMARY KEY,
        site_id integer NOT NULL REFERENCES site_settings (id) ON DELETE CASCADE,
        slug varchar(40) NOT NULL CHECK (slug ~ '^[a-z0-9-]+$'),
        image varchar(200) NOT NULL,
        names jsonb NOT NULL CHECK (jsonb_typeof(names) = 'object' AND names ? 'en'),
        sort integer NOT NULL DEFAULT 0,
        active boolean NOT NULL DEFAULT true,
        CONSTRAINT gifts_slug UNIQUE (site_id, slug)
      )`);
    await q.query(`CREATE INDEX gifts_catalogue ON gifts (site_id, sort) WHERE active`);
    await q.query(
      `ALTER TABLE messages ADD CONSTRAINT messages_gift FOREIGN KEY (gift_id) REFERENCES gifts (id)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE messages DROP CONSTRAINT messages_gift`);
    await q.query(`DROP TABLE gifts`);
  }
}
