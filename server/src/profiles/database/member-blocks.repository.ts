import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../../shared/clock/clock';
import { preparedQuery } from '../../shared/database/prepared-query';
import { Outbox } from '../../shared/outbox/outbox';
import { type BlockRelations, MemberBlocked, MemberUnblocked } from '../profiles.contracts';
import { BlockRelationsCache } from './block-relations.cache';
import type { BlockPair } from '../queries/list-block-pairs/list-block-pairs.query';

/**
 * Who blocked whom (`member_blocks`). A block or unblock is written with its event in one transaction,
 * so search and chat never miss one.
 */
@Injectable()
export class MemberBlocksRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly cache: BlockRelationsCache,
  ) {}

  /** The members `blockerId` blocked, last blocked first. */
  async blockedBy(blockerId: number): Promise<{ id: number; name: string }[]> {
    return (await this.dataSource.query(
      `SELECT p.id, p.name FROM member_blocks b JOIN profiles p ON p.id = b.blocked_id
        WHERE b.blocker_id = $1 ORDER BY b.created_at DESC`,
      [blockerId],
    )) as { id: number; name: string }[];
  }

  /** Which of the two blocked the other (none, one or both of their ids). */
  async blockersBetween(profileId: number, otherId: number): Promise<number[]> {
    const rows = (await this.dataSource.query(
      `SELECT blocker_id FROM member_blocks
        WHERE (blocker_id = $1 AND blocked_id = $2) OR (blocker_id = $2 AND blocked_id = $1)`,
      [profileId, otherId],
    )) as { blocker_id: number }[];
    return rows.map((row) => row.blocker_id);
  }

  /** Whom the profile blocked, and who blocked it. */
  relationsOf(profileId: number): Promise<BlockRelations> {
    return this.cache.read(profileId, () => this.currentRelationsOf(profileId));
  }

  /** The same, read from the table (for a reader that must see a change made a moment ago elsewhere). */
  async currentRelationsOf(profileId: number): Promise<BlockRelations> {
    // One prepared statement: search asks on every page.
    const rows = await preparedQuery<{ id: number; mine: boolean }>(
      this.dataSource,
      'block-relations',
      `SELECT blocked_id AS id, true AS mine FROM member_blocks WHERE blocker_id = $1
       UNION ALL SELECT blocker_id, false FROM member_blocks WHERE blocked_id = $1`,
      [profileId],
    );
    return {
      blocked: rows.filter((row) => row.mine).map((row) => row.id),
      blockedBy: rows.filter((row) => !row.mine).map((row) => row.id),
    };
  }

  /** The next `limit` blocks after `after`, in blocker then blocked order (search copies them). */
  async pairsAfter(after: BlockPair | null, limit: number): Promise<BlockPair[]> {
    return (await this.dataSource.query(
      `SELECT blocker_id AS "blockerId", blocked_id AS "blockedId" FROM member_blocks
        WHERE (blocker_id, blocked_id) > ($1, $2) ORDER BY blocker_id, blocked_id LIMIT $3`,
      [after?.blockerId ?? 0, after?.blockedId ?? 0, limit],
    )) as BlockPair[];
  }

  /** Adds the block (a repeat changes nothing and tells no one). */
  async add(blockerId: number, blockedId: number): Promise<void> {
    const now = this.clock.now();
    this.writing(blockerId, blockedId);
    await this.outbox.transaction(async (manager, publish) => {
      const inserted = (await manager.query(
        `INSERT INTO member_blocks (blocker_id, blocked_id, created_at) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING RETURNING blocker_id`,
        [blockerId, blockedId, now],
      )) as unknown[];
      if (inserted.length) await publish(new MemberBlocked(blockerId, blockedId, now));
    });
  }

  /** Lifts the block, if there is one. */
  async remove(blockerId: number, blockedId: number): Promise<void> {
    this.writing(blockerId, blockedId);
    await this.outbox.transaction(async (manager, publish) => {
      const [, removed] = (await manager.query(
        `DELETE FROM member_blocks WHERE blocker_id = $1 AND blocked_id = $2`,
        [blockerId, blockedId],
      )) as [unknown, number];
      if (removed) await publish(new MemberUnblocked(blockerId, blockedId, this.clock.now()));
    });
  }

  /** Both members read their blocks fresh until the change's notice arrives. */
  private writing(blockerId: number, blockedId: number): void {
    this.cache.writing(blockerId);
    this.cache.writing(blockedId);
  }
}
