import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Complaints as moderators handle them: the message a complaint is about (with the text as the reporter
 * saw it), the reported member's name when it was filed, where it came from (the /complaints form or a
 * report from a profile or chat), the moderator it is assigned to, and the outcome with a note the
 * reporter sees.
 */
export class ComplaintHandling1763900001500 implements MigrationInterface {
  name = 'ComplaintHandling1763900001500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE complaints
        ADD COLUMN target_message_id integer,
        ADD COLUMN message_text text,
        ADD COLUMN target_name varchar(100) NOT NULL DEFAULT '',
        ADD COLUMN source varchar(10) NOT NULL DEFAULT 'report' CHECK (source IN ('report','form')),
        ADD COLUMN assignee_id integer,
        ADD COLUMN note text NOT NULL DEFAULT '',
        ADD COLUMN handled_by integer,
        ADD COLUMN handled_at timestamptz,
        ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`);
    // Complaints handled before this migration count as handled when they were filed.
    await q.query(
      `UPDATE complaints SET handled_at = created_at, updated_at = created_at WHERE status <> 'open'`,
    );
    await q.query(`
      ALTER TABLE complaints ADD CONSTRAINT complaints_handled
        CHECK ((status = 'open') = (handled_at IS NULL))`);
    await q.query(`CREATE INDEX complaints_reporter ON complaints (reporter_id, id DESC)`);
    await q.query(`CREATE INDEX complaints_target ON complaints (target_profile_id, status)`);
    await q.query(`CREATE INDEX complaints_assignee ON complaints (assignee_id, status)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX complaints_assignee`);
    await q.query(`DROP INDEX complaints_target`);
    await q.query(`DROP INDEX complaints_reporter`);
    await q.query(`
      ALTER TABLE complaints
        DROP CONSTRAINT complaints_handled,
        DROP COLUMN target_message_id,
        DROP COLUMN message_text,
        DROP COLUMN target_name,
        DROP COLUMN source,
        DROP COLUMN assignee_id,
        DROP COLUMN note,
        DROP COLUMN handled_by,
        DROP COLUMN handled_at,
        DROP COLUMN updated_at`);
  }
}
