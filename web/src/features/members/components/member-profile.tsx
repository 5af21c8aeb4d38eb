import { useTranslation } from 'react-i18next';
import { useMember } from '../api/get-member';
import { memberFailureOf } from '../lib/member-error';
import { viewerKey, type MemberViewer } from '../lib/viewer';
import { MemberProfileView, type MemberProfileViewProps } from './member-profile-view';
import { MemberUnavailable } from './member-unavailable';
import { ProfileSkeleton } from './profile-skeleton';
import './member-profile.css';

/** The view's props but its data and the viewer, which this component resolves first. */
export interface MemberProfileProps extends Omit<MemberProfileViewProps, 'data' | 'viewer'> {
  /** null: the route's id is not a member id. */
  memberId: number | null;
  /** undefined while the session loads. */
  viewer: MemberViewer | undefined;
}

/** /members/:id and /likes/m/:id: loads GET /api/member.php and shows the profile or why it cannot. */
export function MemberProfile({ memberId, viewer, ...view }: MemberProfileProps) {
  const { routeName } = view;
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
  return <MemberProfileView {...view} data={query.data} viewer={viewer} />;
}
