/** One of the member's own photos, with whether others see it (SPEC §3 photo moderation). */
export class OwnPhoto {
  id: number;
  filename: string;
  thumb_filename: string;
  url: string;
  thumb_url: string;
  status: 'pending' | 'approved' | 'rejected';
  visibility: 'visible' | 'awaiting_review' | 'rejected' | 'hidden_until_premium';
  main: boolean;
  /** Why a moderator rejected it (shown to the member); null unless rejected. */
  reject_reason: string | null;
}

/** GET, PUT and DELETE /api/photos.php: the member's photos in their order after the change. */
export class OwnPhotosResponse {
  photos: OwnPhoto[];
}
