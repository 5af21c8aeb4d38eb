import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { BlockPair } from '../../profiles/profiles.contracts';

/** Everyone a member must not see in search or be seen by: blocked by them or blocking them. */
export const EXCLUDED_BY_BLOCKS = (member: string) =>
  `SELECT blocked_id FROM search_blocks WHERE blocker_id = ${member}
   UNION SELECT blocker_id FROM search_blocks WHERE blocked_id = ${member}`;

/** search_blocks: search's copy of profiles' blocks, kept by MemberBlocked and MemberUnblocked. */
@Injectable()
export class SearchBlocksRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Records that the block holds or does not (idempotent). */
  async set({ blockerId, blockedId }: BlockPair, holds: boolean): Promise<void> {
    await this.dataSource.query(
      holds
        ? `INSERT INTO search_blocks (blocker_id, blocked_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`
        : `DELETE FROM search_blocks WHERE blocker_id = $1 AND blocked_id = $2`,
      [blockerId, blockedId],
    );
  }

  async insertMissing(pairs: BlockPair[]): Promise<void> {
    if (!pairs.length) return;
    await this.dataSource.query(
      `INSERT INTO search_blocks (blocker_id, blocked_id)
       SELECT * FROM unnest($1::int[], $2::int[]) ON CONFLICT DO NOTHING`,
      [pairs.map((pair) => pair.blockerId), pairs.map((pair) => pair.blockedId)],
    );
  }

  async isEmpty(): Promise<boolean> {
    return !(await this.dataSource.query(`SELECT 1 FROM search_blocks LIMIT 1`)).length;
  }

  /** Forgets every block of an erased member, either way. */
  async removeMember(memberId: number): Promise<void> {
    await this.dataSource.query(`DELETE FROM search_blocks WHERE blocker_id = $1 OR blocked_id = $1`, [
      memberId,
    ]);
  }
}
