import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The site's own texts, each one a text per language since this migration. */
const COLUMNS = ['description', 'index_title', 'fictional_warning', 'fictional_singular', 'fictional_plural'];

/** The site's language ('de-DE': de) when it is one of the app's other languages, else null. */
const SITE_LANGUAGE = `CASE WHEN lower(left(btrim(domain_language), 2)) IN ('de', 'es', 'fr', 'it', 'nl', 'pl')
  THEN lower(left(btrim(domain_language), 2)) END`;

/**
 * site: `description`, `index_title`, `fictional_warning`, `fictional_singular` and `fictional_plural` hold
 * a text per language ({en: "…", de: "…"}), English always, as `visible_profile_notes` does since
 * 1763900003100, so a German page no longer shows the English start-page title or fictional-profile label.
 * Each text becomes the English one (every page shows what it showed before) and, on a site whose
 * domain_language names another language, that language's too: the operator wrote it for that site's
 * language (docs/decisions.md, stop 52). An empty text stays empty: `{en: ""}`.
 */
export class LocalisedSiteTexts1763900003200 implements MigrationInterface {
  name = 'LocalisedSiteTexts1763900003200';

  async up(q: QueryRunner): Promise<void> {
    const changes = COLUMNS.map(
      (column) => `ALTER COLUMN ${column} DROP DEFAULT,
        ALTER COLUMN ${column} TYPE jsonb USING
          CASE WHEN btrim(${column}) <> '' AND ${SITE_LANGUAGE} IS NOT NULL
               THEN jsonb_build_object('en', btrim(${column}), ${SITE_LANGUAGE}, btrim(${column}))
               ELSE jsonb_build_object('en', btrim(${column})) END,
        ALTER COLUMN ${column} SET DEFAULT '{"en": ""}'::jsonb`,
    );
    await q.query(`ALTER TABLE site_settings ${changes.join(',\n')}`);
  }

  async down(q: QueryRunner): Promise<void> {
    const changes = COLUMNS.map(
      (column) => `ALTER COLUMN ${column} DROP DEFAULT,
        ALTER COLUMN ${column} TYPE text USING coalesce(${column} ->> 'en', ''),
        ALTER COLUMN ${column} SET DEFAULT ''`,
    );
    await q.query(`ALTER TABLE site_settings ${changes.join(',\n')}`);
  }
}
