import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * matching: search's copy of who blocked whom (profiles' member_blocks, kept by MemberBlocked and
 * MemberUnblocked), so that one statement reads the searcher's entry and everyone they must not see,
 * instead of asking profiles on every page.
 */
export class SearchBlocks1763900000740 implements MigrationInterface {
  name = 'SearchBlocks1763900000740';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE search_blocks (
      blocker_id int NOT NULL,
      blocked_id int NOT NULL,
      PRIMARY KEY (blocker_id, blocked_id)
    )`);
    await q.query(`CREATE INDEX search_blocks_by_blocked ON search_blocks (blocked_id, blocker_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE search_blocks`);
  }
}
