import {
  anyOf,
  type AdminListSource,
  dateBound,
  equalTo,
  invalidFilter,
  oneOf,
  positiveInteger,
} from '../../shared/admin-list/list-params';
import { PHOTO_REVIEW_FILTERS, PHOTO_REVIEW_SORT_FIELDS } from '../profiles.contracts';

/** A photo of the review queue as its list reads it. */
export interface PhotoReviewRecord {
  id: number;
  profile_id: number;
  member_name: string;
  site_id: number;
  photo_moderation: 'post' | 'pre';
  filename: string;
  thumb_filename: string;
  status: 'pending' | 'approved' | 'rejected';
  held: boolean;
  safety_score: number | null;
  created_at: Date;
  reviewed_at: Date | null;
  reviewed_by: number | null;
  reject_reason: string | null;
}

/** Profile photos with their member's name and site; the riskiest first. */
export const PHOTO_REVIEW_LIST: AdminListSource<(typeof PHOTO_REVIEW_FILTERS)[number]> = {
  table: `(SELECT ph.id, ph.profile_id, p.name AS member_name, p.site_id, s.photo_moderation, ph.filename,
                  ph.thumb_filename, ph.status, ph.held, ph.safety_score, ph.created_at, ph.reviewed_at,
                  ph.reviewed_by, ph.reject_reason
             FROM photos ph
             JOIN profiles p ON p.id = ph.profile_id
             JOIN site_settings s ON s.id = p.site_id) review_photos`,
  columns: '*',
  filters: {
    id: anyOf('id', 'int', positiveInteger),
    status: equalTo('status', (key, value) =>
      oneOf(key, value, ['pending', 'approved', 'rejected'] as const),
    ),
    held: equalTo('held', boolean),
    site_id: equalTo('site_id', positiveInteger),
    profile_id: equalTo('profile_id', positiveInteger),
    min_score: (conditions, key, value) =>
      conditions.add((p) => `safety_score >= ${p}`, unitNumber(key, value)),
    from: (conditions, key, value) =>
      conditions.add((p) => `created_at >= ${p}`, dateBound(key, value, false).at),
    to: (conditions, key, value) => {
      const bound = dateBound(key, value, true);
      conditions.add((p) => `created_at ${bound.exclusive ? '<' : '<='} ${p}`, bound.at);
    },
  },
  sortFields: PHOTO_REVIEW_SORT_FIELDS,
  defaultSort: { field: 'safety_score', order: 'DESC' },
  nullable: ['safety_score', 'reviewed_at'],
};

function boolean(key: string, value: unknown): boolean {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw invalidFilter(key);
}

/** A number 0..1 (or a string of one). */
function unitNumber(key: string, value: unknown): number {
  const number = typeof value === 'string' && /^\d(\.\d{1,6})?$/.test(value.trim()) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number) || number < 0 || number > 1) {
    throw invalidFilter(key);
  }
  return number;
}
