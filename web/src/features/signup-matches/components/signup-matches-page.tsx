import { LoadFailed } from '../../../components/ui/load-failed';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Skeleton, SkeletonBlock } from '../../../components/ui/skeleton';
import { type SuggestedMember, useSignupMatches } from '../api/signup-matches';
import './signup-matches.css';

export interface SignupMatchesPageProps {
  routeName: string;
  /** Members the new member likes now (from the likes), to count them. */
  likedIds: ReadonlySet<number>;
  /** A suggestion's card with its like toggle (the route composes it with the likes). */
  renderCard: (card: SuggestedMember) => ReactNode;
  /** Where Continue goes. */
  continueTo: string;
}

/** /signup-matches: right after signup, suggested members to like at once, then Continue. */
export function SignupMatchesPage({ routeName, likedIds, renderCard, continueTo }: SignupMatchesPageProps) {
  const { t } = useTranslation('finder');
  const suggestions = useSignupMatches();
  const cards = suggestions.data ?? [];
  const likedCount = cards.filter((card) => likedIds.has(card.id)).length;
  return (
    <section className="page signup-matches" data-route={routeName} aria-labelledby="signup-matches-title">
      <header className="signup-matches__head">
        <h1 id="signup-matches-title">{t('signupMatches.title')}</h1>
        {cards.length ? <p className="signup-matches__intro">{t('signupMatches.intro')}</p> : null}
      </header>
      {suggestions.isPending ? (
        <Skeleton label={t('signupMatches.loading')} shapeClassName="tile-grid">
          {Array.from({ length: 8 }, (_, index) => (
            <SkeletonBlock key={index} shape="box" className="suggestion__card" />
          ))}
        </Skeleton>
      ) : suggestions.isError ? (
        <LoadFailed
          className="signup-matches__message"
          message={t('signupMatches.loadFailed')}
          retryLabel={t('signupMatches.retry')}
          onRetry={() => void suggestions.refetch()}
        />
      ) : cards.length === 0 ? (
        <p className="signup-matches__message">{t('signupMatches.empty')}</p>
      ) : (
        <ul className="tile-grid">
          {cards.map((card) => (
            <li key={card.id}>{renderCard(card)}</li>
          ))}
        </ul>
      )}
      <div className="signup-matches__footer">
        <p className="signup-matches__count" role="status">
          {likedCount ? t('signupMatches.likedCount', { count: likedCount }) : ''}
        </p>
        <Button asChild size="lg">
          <Link to={continueTo}>{t('signupMatches.continue')}</Link>
        </Button>
      </div>
    </section>
  );
}
