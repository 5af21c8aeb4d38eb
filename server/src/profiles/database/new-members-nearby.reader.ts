import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** New members near each of a list of members (CountNewMembersNearbyQuery). */
@Injectable()
export class NewMembersNearbyReader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async counts(memberIds: number[], since: Date, until: Date): Promise<Record<number, number>> {
    if (!memberIds.length) return {};
    const rows = (await this.dataSource.query(
      `SELECT m.id AS member_id, count(*)::int AS members
         FROM profiles m
         JOIN profiles n
           ON n.site_id = m.site_id AND n.country = m.country
          AND (m.region_id IS NULL OR n.region_id = m.region_id)
          AND n.id <> m.id AND n.status = 'enabled'
          AND n.created_at >= $2 AND n.created_at < $3
          AND (m.seeking = 'both' OR n.gender = m.seeking)
          AND (n.seeking = 'both' OR n.seeking = m.gender)
        WHERE m.id = ANY($1::int[])
        GROUP BY m.id`,
      [memberIds, since, until],
    )) as { member_id: number; members: number }[];
    return Object.fromEntries(rows.map((row) => [row.member_id, row.members]));
  }
}
