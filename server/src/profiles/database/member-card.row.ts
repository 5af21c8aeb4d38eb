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
}
