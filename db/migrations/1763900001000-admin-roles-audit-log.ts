import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The console's five roles, and the append-only audit log of every admin write. */
export class AdminRolesAuditLog1763900001000 implements MigrationInterface {
  name = 'AdminRolesAuditLog1763900001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE admin_accounts DROP CONSTRAINT IF EXISTS admin_accounts_role_check`);
    await q.query(`
      ALTER TABLE admin_accounts ADD CONSTRAINT admin_accounts_role_check
        CHECK (role IN ('super_admin','operator','moderator','chat_agent','finance'))`);
    await q.query(`
      CREATE TABLE audit_log (
        id bigserial PRIMARY KEY,
        admin_id integer NOT NULL,
        action varchar(60) NOT NULL,
        resource varchar(40) NOT NULL,
        record_id varchar(80) NOT NULL,
        before jsonb,
        after jsonb,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX audit_log_recent ON audit_log (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX audit_log_record ON audit_log (resource, record_id, id DESC)`);
    await q.query(`CREATE INDEX audit_log_admin ON audit_log (admin_id, id DESC)`);
    await q.query(`
      CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await q.query(`
      CREATE TRIGGER audit_log_no_update_delete BEFORE UPDATE OR DELETE ON audit_log
        FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`);
    await q.query(`
      CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
        FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE audit_log`);
    await q.query(`DROP FUNCTION audit_log_append_only`);
    await q.query(`DELETE FROM admin_accounts WHERE role NOT IN ('operator','finance')`);
    await q.query(`ALTER TABLE admin_accounts DROP CONSTRAINT admin_accounts_role_check`);
    await q.query(
      `ALTER TABLE admin_accounts ADD CONSTRAINT admin_accounts_role_check CHECK (role IN ('operator','finance'))`,
    );
  }
}
