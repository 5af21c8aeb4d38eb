import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { PhotoReview } from '../domain/photo-visibility';
import type { MemberCardRow } from './member-card.row';

export interface RelatedTo {
  siteId: number;
  gender: string;
  profileId: number;
  birthDate: string;
  /** Left out, with every member blocked by or blocking them (null: a visitor). */
  viewerId: number | null;
  /** The review states of a main photo others may see. */
  shownReviews: PhotoReview[];
  limit: number;
}

/** Enabled profiles like one (same site and gender, nearest in age) that have a main photo others may see. */
@Injectable()
export class RelatedCandidatesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async nearestInAge(to: RelatedTo): Promise<MemberCardRow[]> {
    return (await this.dataSource.query(
      `SELECT p.id, p.name, to_char(p.birth_date, 'YYYY-MM-DD') AS birth_date, p.city, r.name AS region,
              trim(p.country) AS country, p.fictional, ph.filename, ph.thumb_filename, ph.status AS photo_status
         FROM profiles p
         JOIN photos ph ON ph.profile_id = p.id AND ph.is_main AND ph.status = ANY($7::varchar[])
         LEFT JOIN regions r ON r.id = p.region_id
        WHERE p.site_id = $1 AND p.status = 'enabled' AND p.gender = $2 AND p.id <> $3
          -- within ten years either way: the search index (site, status, gender, …, birth_date) narrows it
          AND p.birth_date BETWEEN $5::date - interval '10 years' AND $5::date + interval '10 years'
          AND ($4::int IS NULL OR (p.id <> $4 AND NOT EXISTS (
                SELECT 1 FROM member_blocks b
                 WHERE (b.blocker_id = $4 AND b.blocked_id = p.id) OR (b.blocker_id = p.id AND b.blocked_id = $4))))
        ORDER BY abs(p.birth_date - $5::date), p.id
        LIMIT $6`,
      [to.siteId, to.gender, to.profileId, to.viewerId, to.birthDate, to.limit, to.shownReviews],
    )) as MemberCardRow[];
  }
}
