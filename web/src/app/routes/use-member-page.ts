import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useUser } from '../../features/auth/api/get-user';
import { parseMemberId } from '../../features/members/lib/member-error';
import { memberSiteOf } from '../../features/members/lib/site';
import { viewerOf } from '../../features/members/lib/viewer';
import { useInterests } from '../../features/site/api/get-interests';
import { useSettings } from '../../features/site/api/get-settings';

/** What a page about another member needs: whose page it is, who looks, the site and the interest names. */
export function useMemberPage() {
  const { i18n } = useTranslation();
  const { id } = useParams();
  const user = useUser();
  const { data: settings } = useSettings();
  const { data: interests } = useInterests(i18n.resolvedLanguage ?? i18n.language);
  // a failed user load counts as a visitor
  const viewer = user.data ? viewerOf(user.data.user) : user.isError ? viewerOf(null) : undefined;
  const site = useMemo(() => memberSiteOf(settings), [settings]);
  return { memberId: parseMemberId(id), viewer, site, interests: interests ?? [] };
}
