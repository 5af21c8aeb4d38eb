import { Query } from '@nestjs/cqrs';
import type { PhotoReview, PhotoVisibility } from '../../domain/photo-visibility';

/** One of the member's own photos, with whether others see it (SPEC §3 photo moderation). */
export interface OwnPhoto {
  id: number;
  filename: string;
  thumb_filename: string;
  url: string;
  thumb_url: string;
  status: PhotoReview;
  visibility: PhotoVisibility;
  main: boolean;
}

/** The member's own photos in their order (/profile). */
export class ListOwnPhotosQuery extends Query<{ photos: OwnPhoto[] }> {
  constructor(readonly profileId: number) {
    super();
  }
}
