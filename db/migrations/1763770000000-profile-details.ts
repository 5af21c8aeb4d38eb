import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ProfileDetails1763770000000 implements MigrationInterface {
  name = 'ProfileDetails1763770000000';

  async up(q: QueryRunner): Promise<void> {
    // profiles: the last reverse-geocoded browser location, and the profile the member opened last.
    await q.query(`
      ALTER TABLE profiles
        ADD COLUMN geocode jsonb,
        ADD COLUMN last_opened_profile_id integer,
        ADD COLUMN last_opened_at timestamptz`);
    await q.query(`
      ALTER TABLE profiles
        ADD CONSTRAINT profiles_hair_color CHECK (hair_color IN ('blonde','brown','black','red','grey','other')),
        ADD CONSTRAINT profiles_eye_color CHECK (eye_color IN ('blue','green','brown','grey','hazel')),
        ADD CONSTRAINT profiles_body_type CHECK (body_type IN ('slim','athletic','average','curvy','muscular','plus')),
        ADD CONSTRAINT profiles_relationship_status
          CHECK (relationship_status IN ('single','divorced','widowed','separated','open'))`);
    await q.query(`CREATE INDEX photos_approved ON photos (profile_id) WHERE status = 'approved'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX photos_approved`);
    await q.query(`
      ALTER TABLE profiles
        DROP CONSTRAINT profiles_hair_color,
        DROP CONSTRAINT profiles_eye_color,
        DROP CONSTRAINT profiles_body_type,
        DROP CONSTRAINT profiles_relationship_status,
        DROP COLUMN geocode,
        DROP COLUMN last_opened_profile_id,
        DROP COLUMN last_opened_at`);
  }
}
