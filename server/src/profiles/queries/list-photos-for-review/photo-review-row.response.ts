/** A profile photo in the moderators' review queue (`GET /admin/api/photos`, `/admin/api/photos/:id`). */
export class PhotoReviewRow {
  id: number;
  profile_id: number;
  member_name: string;
  site_id: number;
  url: string;
  thumb_url: string;
  status: 'pending' | 'approved' | 'rejected';
  /** Scored above the site's threshold: waits for review even under `post`. */
  held: boolean;
  /** Whether other members see it now (its review, the site's `photo_moderation`, `held`). */
  published: boolean;
  /** The classifier's score, 0 (safe) .. 1 (explicit); null until scored. */
  safety_score: number | null;
  created_at: string;
  reviewed_at: string | null;
  /** The admin account that decided last. */
  reviewed_by: number | null;
  /** The reason the member sees for a rejection. */
  reject_reason: string | null;
}
