import { Query } from '@nestjs/cqrs';
import type { MemberCard } from '../get-member-profile/member-profile.response';

/**
 * Cards of the given members that the viewer may see and reach, in the order asked: enabled profiles
 * of the viewer's site, not the viewer, not invisible or deleted, not blocked either way. The others are
 * left out, so an answer without an id means "not reachable".
 */
export class GetMemberCardsQuery extends Query<MemberCard[]> {
  constructor(
    readonly viewerId: number,
    readonly profileIds: number[],
  ) {
    super();
  }
}
