import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Operators' resources (issue 14 §2): a row-change notice on every change of site_settings, so each
 * instance drops its cached settings within moments of an edit (site/queries/get-site-settings); a
 * discount code's start of validity (`valid_from`) and creation time.
 */
export class OperatorResources1763900001200 implements MigrationInterface {
  name = 'OperatorResources1763900001200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TRIGGER site_settings_row_change AFTER INSERT OR DELETE OR UPDATE ON site_settings
         FOR EACH ROW EXECUTE FUNCTION notify_row_change('id')`,
    );
    await q.query(`ALTER TABLE discount_codes ADD COLUMN valid_from timestamptz`);
    await q.query(`ALTER TABLE discount_codes ADD COLUMN created_at timestamptz NOT NULL DEFAULT now()`);
    await q.query(
      `ALTER TABLE discount_codes ADD CONSTRAINT discount_codes_validity
         CHECK (valid_from IS NULL OR valid_until IS NULL OR valid_from < valid_until)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE discount_codes DROP CONSTRAINT discount_codes_validity`);
    await q.query(`ALTER TABLE discount_codes DROP COLUMN created_at`);
    await q.query(`ALTER TABLE discount_codes DROP COLUMN valid_from`);
    await q.query(`DROP TRIGGER site_settings_row_change ON site_settings`);
  }
}
