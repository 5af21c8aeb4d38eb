import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * compliance: the members' data exports (issue 14 §6). One row per request; a Bull job fills `archive`
 * (the ZIP file, kept in the database so every instance serves it and erasure removes it with the row)
 * and sets `ready_at` and `expires_at`. At most one export of an account is pending at a time (the
 * partial unique index); the daily count is taken under the account's advisory lock. No foreign key:
 * compliance erases its rows on AccountErased.
 */
export class DataExports1763900001800 implements MigrationInterface {
  name = 'DataExports1763900001800';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE data_exports (
        id uuid PRIMARY KEY,
        account_id integer NOT NULL,
        status varchar(10) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'ready', 'failed')),
        requested_at timestamptz NOT NULL,
        ready_at timestamptz,
        expires_at timestamptz,
        size_bytes integer,
        archive bytea,
        CHECK ((status = 'ready') = (ready_at IS NOT NULL AND expires_at IS NOT NULL))
      )`);
    await q.query(
      `CREATE UNIQUE INDEX data_exports_one_pending ON data_exports (account_id) WHERE status = 'pending'`,
    );
    await q.query(`CREATE INDEX data_exports_account ON data_exports (account_id, requested_at DESC)`);
    await q.query(
      `CREATE INDEX data_exports_expiring ON data_exports (expires_at) WHERE archive IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE data_exports`);
  }
}
