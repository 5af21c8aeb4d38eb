import type { MemberProfile } from '../../api/get-member';
import type { InterestLabel } from '../../lib/profile-details';
import type { MemberSite } from '../../lib/site';

/** What each landing design gets. */
export interface LandingDesignProps {
  member: MemberProfile;
  interests: readonly InterestLabel[];
  site: MemberSite;
  loggedIn: boolean;
}
