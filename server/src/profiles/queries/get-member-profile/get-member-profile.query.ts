import { Query } from '@nestjs/cqrs';
import type { RequestSite } from '../../../site/site.contracts';
import type { MemberProfileResponse } from './member-profile.response';

/**
 * Another member's profile page as `viewerId` (null: a visitor) may see it, on `site`: the viewer's own
 * site, a visitor's the Host's (requestSite).
 */
export class GetMemberProfileQuery extends Query<MemberProfileResponse> {
  constructor(
    readonly profileId: number,
    readonly viewerId: number | null,
    readonly site: RequestSite,
  ) {
    super();
  }
}
