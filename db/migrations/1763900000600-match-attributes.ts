import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * profiles: the match finder's two attributes (SPEC §3 "appearance normal or sexy, race white or other").
 * Ethnicity is special-category data (GDPR art. 9): it is kept only with the member's explicit consent,
 * and the consent time is kept with it; a CHECK makes "a value without consent" impossible to store.
 */
export class MatchAttributes1763900000600 implements MigrationInterface {
  name = 'MatchAttributes1763900000600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE profiles
        ADD COLUMN appearance varchar(16),
        ADD COLUMN ethnicity varchar(16),
        ADD COLUMN ethnicity_consent_at timestamptz,
        ADD CONSTRAINT profiles_appearance CHECK (appearance IN ('normal','sexy')),
        ADD CONSTRAINT profiles_ethnicity CHECK (ethnicity IN ('white','other')),
        ADD CONSTRAINT profiles_ethnicity_consent
          CHECK ((ethnicity IS NULL) = (ethnicity_consent_at IS NULL))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE profiles
        DROP CONSTRAINT profiles_ethnicity_consent,
        DROP CONSTRAINT profiles_ethnicity,
        DROP CONSTRAINT profiles_appearance,
        DROP COLUMN ethnicity_consent_at,
        DROP COLUMN ethnicity,
        DROP COLUMN appearance`);
  }
}
