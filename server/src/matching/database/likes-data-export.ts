import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { MemberDataPart } from '../../shared/data-export/member-data-part';

@Injectable()
export class LikesDataExportReader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The likes the member gave and received (the other member by id), and the members they passed in the swipe game. */
  async read(memberId: number): Promise<MemberDataPart> {
    const [given, received, passed] = await Promise.all([
      this.dataSource.query(
        `SELECT liked_id AS member_id, created_at FROM likes WHERE liker_id = $1 ORDER BY created_at`,
        [memberId],
      ),
      this.dataSource.query(
        `SELECT liker_id AS member_id, created_at, seen_at FROM likes WHERE liked_id = $1 ORDER BY created_at`,
        [memberId],
      ),
      this.dataSource.query(
        `SELECT passed_id AS member_id, created_at FROM swipe_passes WHERE member_id = $1 ORDER BY seq`,
        [memberId],
      ),
    ]);
    return {
      documents: { 'likes.json': { given, received, swipe_passes: passed } },
    };
  }
}
