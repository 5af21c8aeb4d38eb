import { Query } from '@nestjs/cqrs';
import type { AutoLikeResponse } from './auto-like.response';

/** The profile the like modal shows the member (SPEC §2): who liked them last, else a suggestion. */
export class GetAutoLikeQuery extends Query<AutoLikeResponse> {
  constructor(readonly memberId: number) {
    super();
  }
}
