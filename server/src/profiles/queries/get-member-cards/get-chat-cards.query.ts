import { Query } from '@nestjs/cqrs';
import type { MemberCard } from '../get-member-profile/member-profile.response';

/**
 * Cards of the members the viewer has conversations with, in the order asked: as GetMemberCardsQuery,
 * except that a member in invisible mode is included (their existing conversations go on, SPEC §4).
 * Deleted and banned members, members blocked either way and disabled profiles are left out.
 */
export class GetChatCardsQuery extends Query<MemberCard[]> {
  constructor(
    readonly viewerId: number,
    readonly profileIds: number[],
  ) {
    super();
  }
}
