import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { LikesPage } from '../../features/likes/components/likes-page';
import { likeTabOf } from '../../features/likes/lib/like-state';
import { MemberCard } from '../../features/members/components/member-card';
import { memberSiteOf } from '../../features/members/lib/site';
import { useSettings } from '../../features/site/api/get-settings';
import { MemberOnly } from './member-only';
import type { PageProps } from './page-props';

/** /likes and /likes/{type} (`liked_by`, `liked`, `matches`). */
export default function LikesRoute({ routeName }: PageProps) {
  const { t } = useTranslation('member');
  const { type } = useParams();
  const { data: settings } = useSettings();
  const site = useMemo(() => memberSiteOf(settings), [settings]);
  return (
    <MemberOnly routeName={routeName} reason={t('likes.loginReason')}>
      {() => (
        <LikesPage
          routeName={routeName}
          tab={likeTabOf(type)}
          renderCard={(profile, to) => <MemberCard card={profile} site={site} to={to} />}
        />
      )}
    </MemberOnly>
  );
}
