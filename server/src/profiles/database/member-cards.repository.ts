import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { PhotoReview } from '../domain/photo-visibility';
import type { MemberCardRow } from './member-card.row';

/** Cards of given profiles as one member may see them. */
@Injectable()
export class MemberCardsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The viewer's site, or null when the viewer has no profile. */
  async siteOf(viewerId: number): Promise<number | null> {
    const [row] = (await this.dataSource.query(`SELECT site_id FROM profiles WHERE id = $1`, [viewerId])) as {
      site_id: number;
    }[];
    return row?.site_id ?? null;
  }

  /**
   * The enabled profiles among `profileIds` on the viewer's site, other than the viewer and those blocked
   * by or blocking the viewer; the main photo only in a review state others may see.
   */
  async visibleTo(
    viewerId: number,
    profileIds: number[],
    shownReviews: PhotoReview[],
  ): Promise<MemberCardRow[]> {
    if (!profileIds.length) return [];
    return (await this.dataSource.query(
      `SELECT p.id, p.name, to_char(p.birth_date, 'YYYY-MM-DD') AS birth_date, p.city, r.name AS region,
              trim(p.country) AS country, p.fictional, ph.filename, ph.thumb_filename, ph.status AS photo_status
         FROM profiles v
         JOIN profiles p ON p.site_id = v.site_id AND p.id = ANY($2::int[]) AND p.id <> v.id AND p.status = 'enabled'
         LEFT JOIN photos ph ON ph.profile_id = p.id AND ph.is_main AND ph.status = ANY($3::varchar[])
         LEFT JOIN regions r ON r.id = p.region_id
        WHERE v.id = $1
          AND NOT EXISTS (SELECT 1 FROM member_blocks b
                           WHERE (b.blocker_id = $1 AND b.blocked_id = p.id) OR (b.blocker_id = p.id AND b.blocked_id = $1))`,
      [viewerId, profileIds, shownReviews],
    )) as MemberCardRow[];
  }
}
