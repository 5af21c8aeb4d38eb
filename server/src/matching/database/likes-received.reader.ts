import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** Likes received in a time window (CountLikesReceivedQuery). */
@Injectable()
export class LikesReceivedReader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Likes from members search does not hide now (invisible, deleted or not enabled). */
  async counts(memberIds: number[], since: Date, until: Date): Promise<Record<number, number>> {
    if (!memberIds.length) return {};
    const rows = (await this.dataSource.query(
      `SELECT l.liked_id, count(*)::int AS likes
         FROM likes l
        WHERE l.liked_id = ANY($1::int[]) AND l.created_at >= $2 AND l.created_at < $3
          AND NOT EXISTS (SELECT 1 FROM search_entries s
                           WHERE s.member_id = l.liker_id AND s.valid_to IS NULL AND s.hidden)
        GROUP BY l.liked_id`,
      [memberIds, since, until],
    )) as { liked_id: number; likes: number }[];
    return Object.fromEntries(rows.map((row) => [row.liked_id, row.likes]));
  }
}
