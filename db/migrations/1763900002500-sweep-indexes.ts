import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes for what sweeps look for, so a sweep reads what it finds rather than the whole table:
 * - the outbox's clean-up (every instance, every 30 s) forgets events published more than a month ago;
 *   without an index on when they were published each sweep read the whole outbox, a month of events;
 * - the chat photo rescore (every 10 minutes) looks for photo messages still unscored: a partial index of
 *   only those, empty once they are scored, instead of a read of every message.
 */
export class SweepIndexes1763900002500 implements MigrationInterface {
  name = 'SweepIndexes1763900002500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX outbox_published ON outbox (published_at) WHERE published_at IS NOT NULL`);
    await q.query(`
      CREATE INDEX messages_unscored_photos ON messages (id)
       WHERE kind = 'photo' AND photo_file IS NOT NULL AND photo_safety_score IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX messages_unscored_photos`);
    await q.query(`DROP INDEX outbox_published`);
  }
}
