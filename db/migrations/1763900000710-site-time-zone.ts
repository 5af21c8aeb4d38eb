import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * site: the time zone a site's days follow (the swipe game's daily likes end at its midnight). An IANA
 * name: the pattern keeps out POSIX specs like `UTC+3`, which PostgreSQL would accept with the sign
 * reversed, and converting a fixed instant refuses names PostgreSQL does not know.
 */
export class SiteTimeZone1763900000710 implements MigrationInterface {
  name = 'SiteTimeZone1763900000710';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE site_settings ADD COLUMN time_zone varchar(64) NOT NULL DEFAULT 'Europe/Amsterdam'
         CONSTRAINT site_settings_time_zone_check
         CHECK (time_zone ~ '^(UTC|[A-Z][A-Za-z_-]+(/[A-Za-z0-9_+-]+){1,2})$'
                AND ('2000-01-01 00:00:00+00'::timestamptz AT TIME ZONE time_zone) IS NOT NULL)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE site_settings DROP COLUMN time_zone`);
  }
}
