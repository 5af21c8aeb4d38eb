import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../../shared/clock/clock';
import { Outbox } from '../../shared/outbox/outbox';
import { LIKES_LISTED } from '../domain/like-limits';
import { MatchMade, MemberLiked } from '../matching.contracts';

/** A like given or received, newest first. */
export interface LikeRow {
  /** The other member. */
  id: number;
  created_at: Date;
  /** Received likes: the member has neither opened the liker's profile nor liked them back. */
  unseen: boolean;
  /** The other member likes back. */
  mutual: boolean;
}

/** Runs in a like's transaction once the like is new (not a repeat); throws to refuse it and roll it back. */
export type NewLikeCheck = (manager: EntityManager) => Promise<void>;

/** `likes`: who likes whom. A like both ways is a match. */
@Injectable()
export class LikesRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Records the like (a repeat changes nothing) and answers whether the two now like each other. Both
   * likes of a pair take one lock, so of two likes given at the same moment the second sees the first:
   * the pair is a match once, with one MatchMade, whatever the order. `onNewLike` (the swipe game's daily
   * likes) runs after the insert, in the same transaction. A new like is written with its MemberLiked.
   * Liking back someone whose like is new marks that like seen, in the same transaction.
   */
  like(likerId: number, likedId: number, onNewLike?: NewLikeCheck): Promise<{ match: boolean }> {
    const now = this.clock.now();
    return this.outbox.transaction(async (manager, publish) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('kindred:like-pair'), hashtext($1))`, [
        `${Math.min(likerId, likedId)}:${Math.max(likerId, likedId)}`,
      ]);
      const inserted = (await manager.query(
        `INSERT INTO likes (liker_id, liked_id, created_at) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING RETURNING liker_id`,
        [likerId, likedId, now],
      )) as unknown[];
      if (inserted.length && onNewLike) await onNewLike(manager);
      const back = (await manager.query(
        `SELECT seen_at IS NULL AS unseen FROM likes WHERE liker_id = $1 AND liked_id = $2`,
        [likedId, likerId],
      )) as { unseen: boolean }[];
      const match = back.length > 0;
      // Liking back answers their like: it is no longer new (the badge drops with the match, on every client).
      if (back[0]?.unseen) await markSeenIn(manager, likerId, likedId, now);
      if (inserted.length) await publish(new MemberLiked(likerId, likedId, now));
      if (inserted.length && match) await publish(new MatchMade(likerId, likedId, now));
      return { match };
    });
  }

  /** Takes the like back (and with it the match, if there was one). */
  async unlike(likerId: number, likedId: number): Promise<void> {
    await this.dataSource.query(`DELETE FROM likes WHERE liker_id = $1 AND liked_id = $2`, [
      likerId,
      likedId,
    ]);
  }

  given(memberId: number): Promise<LikeRow[]> {
    return this.list('liker_id', 'liked_id', memberId);
  }

  received(memberId: number): Promise<LikeRow[]> {
    return this.list('liked_id', 'liker_id', memberId);
  }

  /** Who gave the received likes the member has not opened yet, among those `received` lists. */
  async unseenReceived(memberId: number): Promise<number[]> {
    const rows = (await this.dataSource.query(
      `SELECT l.id FROM (SELECT liker_id AS id, seen_at FROM likes WHERE liked_id = $1
                          ORDER BY created_at DESC, liker_id DESC LIMIT ${LIKES_LISTED}) l
        WHERE l.seen_at IS NULL`,
      [memberId],
    )) as { id: number }[];
    return rows.map((row) => row.id);
  }

  /** The member opened the liker's profile: that like is no longer new. */
  async markSeen(memberId: number, likerId: number): Promise<void> {
    await markSeenIn(this.dataSource.manager, memberId, likerId, this.clock.now());
  }

  private async list(
    own: 'liker_id' | 'liked_id',
    other: 'liker_id' | 'liked_id',
    memberId: number,
  ): Promise<LikeRow[]> {
    return (await this.dataSource.query(
      `SELECT l.${other} AS id, l.created_at, l.seen_at IS NULL AS unseen,
              EXISTS (SELECT 1 FROM likes b WHERE b.liker_id = l.liked_id AND b.liked_id = l.liker_id) AS mutual
         FROM likes l WHERE l.${own} = $1
        ORDER BY l.created_at DESC, l.${other} DESC
        LIMIT ${LIKES_LISTED}`,
      [memberId],
    )) as LikeRow[];
  }
}

/** `likerId`'s like of `memberId` is no longer new (a repeat changes nothing). */
async function markSeenIn(
  manager: EntityManager,
  memberId: number,
  likerId: number,
  at: Date,
): Promise<void> {
  await manager.query(
    `UPDATE likes SET seen_at = $3 WHERE liked_id = $1 AND liker_id = $2 AND seen_at IS NULL`,
    [memberId, likerId, at],
  );
}

/** Erasure: the member's likes, given and received, go for good (in the delivery's transaction). */
export async function eraseLikesOf(manager: EntityManager, accountId: number): Promise<void> {
  await manager.query(`DELETE FROM likes WHERE liker_id = $1 OR liked_id = $1`, [accountId]);
}
