import { Query } from '@nestjs/cqrs';
import type { MemberCard } from '../get-member-profile/member-profile.response';

/**
 * Up to `limit` members to suggest to the viewer: of the viewer's site and the gender they seek, visible
 * and reachable (not invisible, deleted or blocked either way), none of `excludeIds`; members with a
 * photo first, then the most recently active.
 */
export class SuggestMembersQuery extends Query<MemberCard[]> {
  constructor(
    readonly viewerId: number,
    readonly excludeIds: number[],
    readonly limit: number,
  ) {
    super();
  }
}
