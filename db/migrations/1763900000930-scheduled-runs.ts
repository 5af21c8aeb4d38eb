import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Scheduled jobs (the kernel's `shared/scheduling`): one row per job and period (`2026-11-21T12`,
 * `2026-11-21`, `2026-W47`). The first instance whose trigger inserts the row claims the period and
 * queues its Bull job; `finished_at` is set when the run completed, after which no trigger, retry or
 * second instance runs that period again. No foreign keys: a row names a job, not a member.
 */
export class ScheduledRuns1763900000930 implements MigrationInterface {
  name = 'ScheduledRuns1763900000930';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE scheduled_runs (
        job varchar(64) NOT NULL,
        period varchar(16) NOT NULL,
        claimed_at timestamptz NOT NULL,
        finished_at timestamptz,
        PRIMARY KEY (job, period)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE scheduled_runs`);
  }
}
