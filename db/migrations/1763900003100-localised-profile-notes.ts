import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * site: `visible_profile_notes` holds each note in every language written ({about: {en: "…", de: "…"}}),
 * English always, so a German page no longer shows the operator's English note. A note of one text
 * becomes that text in English (the fallback: every page shows what it showed before) and, on a site whose
 * domain_language names another language, in that language too: the operator wrote it for that site's
 * language (docs/decisions.md, stop 52). An empty note is dropped (the rules no longer keep one).
 */
export class LocalisedProfileNotes1763900003100 implements MigrationInterface {
  name = 'LocalisedProfileNotes1763900003100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      UPDATE site_settings s
         SET visible_profile_notes = coalesce((
           SELECT jsonb_object_agg(
                    note.key,
                    CASE WHEN jsonb_typeof(note.value) <> 'string' THEN note.value
                         WHEN lower(left(btrim(s.domain_language), 2)) IN ('de', 'es', 'fr', 'it', 'nl', 'pl')
                           THEN jsonb_build_object('en', note.value, lower(left(btrim(s.domain_language), 2)), note.value)
                         ELSE jsonb_build_object('en', note.value) END)
             FROM jsonb_each(s.visible_profile_notes) note
            WHERE jsonb_typeof(note.value) <> 'string' OR btrim(note.value #>> '{}') <> ''), '{}'::jsonb)
       WHERE jsonb_typeof(s.visible_profile_notes) = 'object'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      UPDATE site_settings s
         SET visible_profile_notes = coalesce((
           SELECT jsonb_object_agg(note.key, coalesce(note.value -> 'en', note.value))
             FROM jsonb_each(s.visible_profile_notes) note), '{}'::jsonb)
       WHERE jsonb_typeof(s.visible_profile_notes) = 'object'`);
  }
}
