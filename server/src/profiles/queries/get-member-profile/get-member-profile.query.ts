import { Query } from '@nestjs/cqrs';
import type { MemberCard } from './related-profiles.reader';
import type { MemberProfile } from './member-profile.reader';

/** Another member's profile page on the site of `host`, as `viewerId` (null: a visitor) may see it. */
export class GetMemberProfileQuery extends Query<{ member: MemberProfile; related: MemberCard[] }> {
  constructor(
    readonly profileId: number,
    readonly viewerId: number | null,
    readonly host: string,
  ) {
    super();
  }
}
