import { LoadFailed } from '../../../components/ui/load-failed';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge, CountBadge } from '../../../components/ui/badge';
import { Skeleton, SkeletonBlock } from '../../../components/ui/skeleton';
import { type LikedProfile, useLikes } from '../api/likes';
import { LIKE_TABS, type LikeTab, profilesOf } from '../lib/like-state';
import './likes.css';

const TAB_PATHS: Record<LikeTab, string> = {
  liked_by: '/likes',
  liked: '/likes/liked',
  matches: '/likes/matches',
};

/** Where an empty tab leads: a better profile gets likes; likes given (and matches) start in the search. */
const EMPTY_ACTIONS: Record<LikeTab, { to: string; label: 'profile' | 'search' }> = {
  liked_by: { to: '/profile', label: 'profile' },
  liked: { to: '/members', label: 'search' },
  matches: { to: '/members', label: 'search' },
};

function LikesSkeleton() {
  const { t } = useTranslation('member');
  return (
    <Skeleton label={t('likes.loading')} shapeClassName="tile-grid">
      {Array.from({ length: 6 }, (_, index) => (
        <SkeletonBlock key={index} shape="box" className="member-card" />
      ))}
    </Skeleton>
  );
}

export interface LikesPageProps {
  routeName: string;
  tab: LikeTab;
  /** The card of a profile, linking to `to` (the route draws it with the members' card). */
  renderCard: (profile: LikedProfile, to: string) => ReactNode;
}

/** /likes and /likes/{type}: who liked the member, whom they liked, and the matches. */
export function LikesPage({ routeName, tab, renderCard }: LikesPageProps) {
  const { t } = useTranslation('member');
  const likes = useLikes(true);
  const newLikes = likes.data?.totals.new_likes ?? 0;
  const profiles = likes.data ? profilesOf(likes.data, tab) : [];

  return (
    <section className="page-stack likes-page" data-route={routeName} aria-labelledby="likes-title">
      <h1 id="likes-title" className="page-title">
        {t('likes.title')}
      </h1>
      <nav className="likes-page__tabs" aria-label={t('likes.tabsLabel')}>
        {LIKE_TABS.map((name) => (
          <Link
            key={name}
            className="likes-page__tab"
            to={TAB_PATHS[name]}
            aria-current={name === tab ? 'page' : undefined}
          >
            {t(`likes.tabs.${name}`)}
            {name === 'liked_by' ? (
              <CountBadge count={newLikes} label={t('likes.newCount', { count: newLikes })} />
            ) : null}
          </Link>
        ))}
      </nav>
      {likes.isPending ? (
        <LikesSkeleton />
      ) : likes.isError && !likes.data ? (
        <LoadFailed
          className="empty-state"
          message={t('likes.loadFailed')}
          retryLabel={t('likes.retry')}
          onRetry={() => void likes.refetch()}
        />
      ) : profiles.length === 0 ? (
        <div className="empty-state">
          <p>{t(`likes.empty.${tab}`)}</p>
          <Link className="btn btn--primary" to={EMPTY_ACTIONS[tab].to}>
            {t(`likes.emptyAction.${EMPTY_ACTIONS[tab].label}`)}
          </Link>
        </div>
      ) : (
        <ul className="tile-grid" data-likes-tab={tab}>
          {profiles.map((profile) => (
            <li key={profile.id} className="likes-page__item">
              {profile.like_new ? (
                <Badge className="likes-page__new" data-testid="like-new">
                  {t('likes.new')}
                </Badge>
              ) : null}
              {renderCard(profile, tab === 'liked_by' ? `/likes/m/${profile.id}` : `/members/${profile.id}`)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
