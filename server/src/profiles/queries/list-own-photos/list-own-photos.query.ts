import { Query } from '@nestjs/cqrs';
import type { OwnPhoto } from './own-photo.response';

export type { OwnPhoto } from './own-photo.response';

/** The member's own photos in their order (/profile). */
export class ListOwnPhotosQuery extends Query<{ photos: OwnPhoto[] }> {
  constructor(readonly profileId: number) {
    super();
  }
}
