import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** Who blocked whom (`member_blocks`), and the profiles' sites that decide who can be blocked. */
@Injectable()
export class MemberBlocksRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The members `blockerId` blocked, last blocked first. */
  async blockedBy(blockerId: number): Promise<{ id: number; name: string }[]> {
    return (await this.dataSource.query(
      `SELECT p.id, p.name FROM member_blocks b JOIN profiles p ON p.id = b.blocked_id
        WHERE b.blocker_id = $1 ORDER BY b.created_at DESC`,
      [blockerId],
    )) as { id: number; name: string }[];
  }

  /** True when the block is new. */
  async add(blockerId: number, blockedId: number, at: Date): Promise<boolean> {
    const inserted = (await this.dataSource.query(
      `INSERT INTO member_blocks (blocker_id, blocked_id, created_at) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING blocker_id`,
      [blockerId, blockedId, at],
    )) as unknown[];
    return inserted.length > 0;
  }

  /** True when there was a block to remove. */
  async remove(blockerId: number, blockedId: number): Promise<boolean> {
    const [, removed] = (await this.dataSource.query(
      `DELETE FROM member_blocks WHERE blocker_id = $1 AND blocked_id = $2`,
      [blockerId, blockedId],
    )) as [unknown, number];
    return removed > 0;
  }

  /** Whether both profiles exist on one site. */
  async onSameSite(profileId: number, otherId: number): Promise<boolean> {
    const rows = (await this.dataSource.query(
      `SELECT 1 FROM profiles a JOIN profiles b ON b.site_id = a.site_id WHERE a.id = $1 AND b.id = $2`,
      [profileId, otherId],
    )) as unknown[];
    return rows.length > 0;
  }
}
