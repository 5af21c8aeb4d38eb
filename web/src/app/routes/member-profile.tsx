import { MemberProfile } from '../../features/members/components/member-profile';
import type { PageProps } from './page-props';
import { useMemberPage } from './use-member-page';

/** /members/:id and /likes/m/:id: another member's profile (issue 4). */
export default function MemberProfileRoute({ routeName }: PageProps) {
  const page = useMemberPage();
  return <MemberProfile routeName={routeName} {...page} backToLikes={routeName === 'likes-m-id'} />;
}
