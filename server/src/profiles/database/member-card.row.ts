import type { PhotoReview } from '../domain/photo-visibility';

/** A profile as a list shows it, with its main photo when the site lets others see it. */
export interface MemberCardRow {
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
  last_active_at: Date;
}

/** The columns of a MemberCardRow, from `profiles p`, `regions r` and the main photo `ph`. */
export const MEMBER_CARD_COLUMNS = `p.id, p.name, to_char(p.birth_date, 'YYYY-MM-DD') AS birth_date, p.city,
  r.name AS region, trim(p.country) AS country, p.fictional, ph.filename, ph.thumb_filename,
  ph.status AS photo_status, p.last_active_at`;

/** SQL: profile `p` neither blocked by nor blocking the member whose id is the parameter `viewer` ("$1"). */
export const notBlockedEitherWay = (viewer: string) => `NOT EXISTS (SELECT 1 FROM member_blocks b
  WHERE (b.blocker_id = ${viewer} AND b.blocked_id = p.id) OR (b.blocker_id = p.id AND b.blocked_id = ${viewer}))`;
