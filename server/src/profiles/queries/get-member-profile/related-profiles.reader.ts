import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ageOn, GetHiddenAccountIdsQuery } from '../../../identity/identity.contracts';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import type { SiteSettings } from '../../../site/site.contracts';
import type { ProfileEntity } from '../../database/profile.entity';
import { passesReview, type PhotoReview } from '../../domain/photo-visibility';
import type { MemberCard } from './member-profile.response';

export type { MemberCard } from './member-profile.response';

const RELATED_COUNT = 6;
/** Candidates fetched before hidden and blocked members are taken out. */
const CANDIDATES = 4 * RELATED_COUNT;

interface CandidateRow {
  id: number;
  name: string;
  birth_date: string;
  city: string;
  region: string | null;
  country: string;
  fictional: boolean;
  filename: string | null;
  thumb_filename: string | null;
  photo_status: PhotoReview;
}

/** The review states of a photo others may see under the site's moderation (a main photo is never over the free limit). */
function shownReviews(site: SiteSettings): PhotoReview[] {
  return (['approved', 'pending'] as const).filter((review) => passesReview(review, site.photoModeration));
}

/** Profiles like the one opened: same site and gender, nearest in age, each with a main photo others may see. */
@Injectable()
export class RelatedProfilesReader {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queryBus: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async read(profile: ProfileEntity, viewerId: number | null, site: SiteSettings): Promise<MemberCard[]> {
    const rows = (await this.dataSource.query(
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
      [site.id, profile.gender, profile.id, viewerId, profile.birthDate, CANDIDATES, shownReviews(site)],
    )) as CandidateRow[];
    const hidden = new Set(
      await this.queryBus.execute(new GetHiddenAccountIdsQuery(rows.map((row) => row.id))),
    );
    const prefix = site.cdnPrefix.replace(/\/$/, '');
    const today = this.clock.now();
    return rows
      .filter((row) => !hidden.has(row.id))
      .slice(0, RELATED_COUNT)
      .map((row) => ({
        id: row.id,
        name: row.name,
        age: ageOn(row.birth_date, today),
        city: row.city,
        region: row.region,
        country: row.country,
        fictional: row.fictional,
        main_image: row.filename
          ? {
              filename: row.filename,
              thumb_filename: row.thumb_filename!,
              status: row.photo_status,
              match: `${prefix}/${row.thumb_filename}`,
            }
          : null,
      }));
  }
}
