import { ageOn } from '../../../identity/identity.contracts';
import type { SiteSettings } from '../../../site/site.contracts';
import type { MemberCardRow } from '../../database/member-card.row';
import { passesReview, type PhotoReview } from '../../domain/photo-visibility';
import type { MemberCard } from './member-profile.response';

/** The review states of a main photo others may see under the site's moderation (a main photo is never over the free limit). */
export function shownReviews(site: Pick<SiteSettings, 'photoModeration'>): PhotoReview[] {
  return (['approved', 'pending'] as const).filter((review) => passesReview(review, site.photoModeration));
}

export function toMemberCard(row: MemberCardRow, cdnPrefix: string, today: Date): MemberCard {
  const prefix = cdnPrefix.replace(/\/$/, '');
  return {
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
    last_active_at: row.last_active_at.toISOString(),
  };
}
