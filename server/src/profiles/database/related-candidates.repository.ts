import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { PhotoReview } from '../domain/photo-visibility';
import { MEMBER_CARD_COLUMNS, type MemberCardRow, notBlockedEitherWay } from './member-card.row';

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

  /**
   * The nearest in age: the `limit` nearest older and the `limit` nearest younger, each read in order
   * from the birth-date index, then the nearest of both.
   */
  async nearestInAge(to: RelatedTo): Promise<MemberCardRow[]> {
    const side = (direction: '<=' | '>', order: 'DESC' | 'ASC') => `(
      SELECT p.id, p.birth_date FROM profiles p
       WHERE p.site_id = $1 AND p.status = 'enabled' AND p.gender = $2 AND p.id <> $3
         AND p.birth_date ${direction} $5::date
         AND p.birth_date BETWEEN $5::date - interval '10 years' AND $5::date + interval '10 years'
         AND EXISTS (SELECT 1 FROM photos ph WHERE ph.profile_id = p.id AND ph.is_main AND ph.status = ANY($7::varchar[]) AND NOT ph.held)
         AND ($4::int IS NULL OR (p.id <> $4 AND ${notBlockedEitherWay('$4')}))
       ORDER BY p.birth_date ${order}, p.id
       LIMIT $6)`;
    return (await this.dataSource.query(
      `WITH nearest AS (${side('<=', 'DESC')} UNION ALL ${side('>', 'ASC')})
       SELECT ${MEMBER_CARD_COLUMNS}
         FROM nearest n
         JOIN profiles p ON p.id = n.id
         JOIN photos ph ON ph.profile_id = p.id AND ph.is_main AND ph.status = ANY($7::varchar[]) AND NOT ph.held
         LEFT JOIN regions r ON r.id = p.region_id
        ORDER BY abs(p.birth_date - $5::date), p.id
        LIMIT $6`,
      [to.siteId, to.gender, to.profileId, to.viewerId, to.birthDate, to.limit, to.shownReviews],
    )) as MemberCardRow[];
  }
}
