import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useUser } from '../../features/auth/api/get-user';
import { MemberProfile } from '../../features/members/components/member-profile';
import { parseMemberId } from '../../features/members/lib/member-error';
import { memberSiteOf } from '../../features/members/lib/site';
import { viewerOf } from '../../features/members/lib/viewer';
import { useInterests } from '../../features/site/api/get-interests';
import { useSettings } from '../../features/site/api/get-settings';
import type { PageProps } from './page-props';

/** /members/:id and /likes/m/:id: another member's profile (issue 4). */
export default function MemberProfileRoute({ routeName }: PageProps) {
  const { i18n } = useTranslation();
  const { id } = useParams();
  const user = useUser();
  const { data: settings } = useSettings();
  const { data: interests } = useInterests(i18n.resolvedLanguage ?? i18n.language);
  // a failed user load counts as a visitor
  const viewer = user.data ? viewerOf(user.data.user) : user.isError ? viewerOf(null) : undefined;
  const site = useMemo(() => memberSiteOf(settings), [settings]);
  return (
    <MemberProfile
      routeName={routeName}
      memberId={parseMemberId(id)}
      viewer={viewer}
      site={site}
      interests={interests ?? []}
      backToLikes={routeName === 'likes-m-id'}
    />
  );
}
