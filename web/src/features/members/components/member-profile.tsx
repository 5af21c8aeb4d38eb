import { useTranslation } from 'react-i18next';
import { useMember } from '../api/get-member';
import { memberFailureOf } from '../lib/member-error';
import type { MatchedMember, MemberLikeControl } from '../lib/like-control';
import type { InterestLabel } from '../lib/profile-details';
import type { MemberSite } from '../lib/site';
import { viewerKey, type MemberViewer } from '../lib/viewer';
import { MemberProfileView } from './member-profile-view';
import { MemberUnavailable } from './member-unavailable';
import { ProfileSkeleton } from './profile-skeleton';
import './member-profile.css';

export interface MemberProfileProps {
  routeName: string;
  /** null: the route's id is not a member id. */
  memberId: number | null;
  /** undefined while the session loads. */
  viewer: MemberViewer | undefined;
  site: MemberSite;
  interests: readonly InterestLabel[];
  backToLikes?: boolean;
  like?: MemberLikeControl;
  onMatch?: (member: MatchedMember) => void;
}

/** /members/:id and /likes/m/:id: loads GET /api/member.php and shows the profile or why it cannot. */
export function MemberProfile({
  routeName,
  memberId,
  viewer,
  site,
  interests,
  backToLikes,
  like,
  onMatch,
}: MemberProfileProps) {
  const { i18n } = useTranslation('member');
  const query = useMember(
    memberId ?? 0,
    viewer ? viewerKey(viewer) : '',
    i18n.language,
    memberId !== null && !!viewer,
  );

  if (memberId === null) {
    return <MemberUnavailable routeName={routeName} failure={{ kind: 'not_found' }} onRetry={() => {}} />;
  }
  if (query.isError) {
    return (
      <MemberUnavailable
        routeName={routeName}
        failure={memberFailureOf(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!viewer || !query.data) return <ProfileSkeleton routeName={routeName} />;
  return (
    <MemberProfileView
      routeName={routeName}
      data={query.data}
      viewer={viewer}
      site={site}
      interests={interests}
      backToLikes={backToLikes}
      like={like}
      onMatch={onMatch}
    />
  );
}
