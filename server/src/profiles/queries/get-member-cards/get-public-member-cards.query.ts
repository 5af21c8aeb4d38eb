import { Query } from '@nestjs/cqrs';
import type { MemberCard } from '../get-member-profile/member-profile.response';

/**
 * Cards of the given members as a visitor of the site sees them, in the order asked: enabled profiles
 * of that site, not invisible or deleted; the others are left out.
 */
export class GetPublicMemberCardsQuery extends Query<MemberCard[]> {
  constructor(
    readonly siteId: number,
    readonly profileIds: number[],
  ) {
    super();
  }
}
