import { Query } from '@nestjs/cqrs';
import type { MemberProfileResponse } from './member-profile.response';

/** Another member's profile page on the site of `host`, as `viewerId` (null: a visitor) may see it. */
export class GetMemberProfileQuery extends Query<MemberProfileResponse> {
  constructor(
    readonly profileId: number,
    readonly viewerId: number | null,
    readonly host: string,
  ) {
    super();
  }
}
