import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../../shared/clock/clock';
import { SwipeLimitReached } from '../domain/swipe-limit-reached';
import type { NewLikeCheck } from './likes.repository';

/** The swipe game's own rows: passes (`swipe_passes`) and the likes of the day (`swipe_quotas`). */
@Injectable()
export class SwipesRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Everyone the member liked (by swipe or not) or passed: they do not come back as cards. */
  async swipedIds(memberId: number): Promise<number[]> {
    const rows = (await this.dataSource.query(
      `SELECT liked_id AS id FROM likes WHERE liker_id = $1
       UNION SELECT passed_id FROM swipe_passes WHERE member_id = $1`,
      [memberId],
    )) as { id: number }[];
    return rows.map((row) => row.id);
  }

  /** Swipe likes the member gave on `day` (the site's calendar day). */
  async likesOn(memberId: number, day: string): Promise<number> {
    const [row] = (await this.dataSource.query(
      `SELECT likes FROM swipe_quotas WHERE member_id = $1 AND day = $2::date`,
      [memberId, day],
    )) as { likes: number }[];
    return row?.likes ?? 0;
  }

  /** Records a pass; passing the same member again changes nothing. */
  async pass(memberId: number, passedId: number): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO swipe_passes (member_id, passed_id, created_at) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING`,
      [memberId, passedId, this.clock.now()],
    );
  }

  /** Takes back the pass of `passedId` if it is the member's newest pass; answers whether it did. */
  async undoPass(memberId: number, passedId: number): Promise<boolean> {
    const [row] = (await this.dataSource.query(
      `WITH undone AS (
         DELETE FROM swipe_passes
          WHERE member_id = $1 AND passed_id = $2
            AND seq = (SELECT max(seq) FROM swipe_passes WHERE member_id = $1)
         RETURNING 1)
       SELECT count(*)::int AS undone FROM undone`,
      [memberId, passedId],
    )) as [{ undone: number }];
    return row.undone > 0;
  }

  /**
   * The check a swipe like runs in its transaction once the like is new: counts it against the member's
   * likes of `day`, or throws SwipeLimitReached (rolling the like back) when `max` are used. One
   * conditional upsert: the quota row stays locked until the like commits, so parallel likes of one
   * member count one after another and never pass `max`. A new day starts the count at 1.
   */
  takeLikeOf(memberId: number, day: string, max: number): NewLikeCheck {
    return async (manager: EntityManager) => {
      const rows = (await manager.query(
        `INSERT INTO swipe_quotas AS q (member_id, day, likes) VALUES ($1, $2::date, 1)
         ON CONFLICT (member_id) DO UPDATE
            SET day = EXCLUDED.day, likes = CASE WHEN q.day = EXCLUDED.day THEN q.likes + 1 ELSE 1 END
          WHERE q.day <> EXCLUDED.day OR q.likes < $3
         RETURNING likes`,
        [memberId, day, max],
      )) as unknown[];
      if (!rows.length) throw new SwipeLimitReached();
    };
  }
}

/** Erasure: the member's passes, given and received, and their quota go for good (in the delivery's transaction). */
export async function eraseSwipesOf(manager: EntityManager, accountId: number): Promise<void> {
  await manager.query(`DELETE FROM swipe_passes WHERE member_id = $1 OR passed_id = $1`, [accountId]);
  await manager.query(`DELETE FROM swipe_quotas WHERE member_id = $1`, [accountId]);
}
