import { LoadFailed } from '../../../components/ui/load-failed';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Skeleton, SkeletonBlock } from '../../../components/ui/skeleton';
import { formatNumber } from '../../../lib/numbers';
import { type SearchResult, useSearch } from '../api/search';
import { filtersToParams, hasFilters, type SearchFilters, widen } from '../lib/search-filters';
import { FilterBar, type FilterBarProps } from './filter-bar';
import './search.css';

function ResultsSkeleton({ count = 8 }: { count?: number }) {
  const { t } = useTranslation('member');
  return (
    <Skeleton label={t('search.loading')} shapeClassName="tile-grid">
      {Array.from({ length: count }, (_, index) => (
        <SkeletonBlock key={index} shape="box" className="member-card" />
      ))}
    </Skeleton>
  );
}

/** The server counts up to 1,000 matches. */
const COUNT_CAP = 1000;
const formatCount = (count: number, language: string) =>
  count >= COUNT_CAP ? `${formatNumber(COUNT_CAP, language)}+` : formatNumber(count, language);

export interface SearchPageProps extends Omit<FilterBarProps, 'filters' | 'onSearch'> {
  routeName: string;
  filters: SearchFilters;
  onSearch: (filters: SearchFilters) => void;
  /** A result's card (the route draws it with the members' card). */
  renderCard: (result: SearchResult) => ReactNode;
}

/** /members: the filter bar and the results, loaded page by page as the member scrolls. */
export function SearchPage({ routeName, filters, onSearch, renderCard, ...bar }: SearchPageProps) {
  const { t, i18n } = useTranslation('member');
  const search = useSearch(filters, true);
  const pages = search.data?.pages ?? [];
  const results = pages.flatMap((page) => page.results);
  const last = pages[pages.length - 1];
  const numResults = pages[0]?.numResults ?? 0;
  const similar = last && !search.hasNextPage ? last.similar : undefined;
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = search;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <section className="page search-page" data-route={routeName} aria-labelledby="search-title">
      <header className="split-row search-page__header">
        <h1 id="search-title" className="page-title">
          {t('search.title')}
        </h1>
        {search.isSuccess && numResults > 0 ? (
          <p className="search-page__count" aria-live="polite">
            {t('search.count', {
              count: numResults,
              formatted: formatCount(numResults, i18n.resolvedLanguage ?? i18n.language),
            })}
          </p>
        ) : null}
      </header>
      <nav className="search-page__discover" aria-label={t('search.discover')}>
        <Link className="btn btn--ghost btn--sm" to="/swipe-game">
          {t('routes.swipe-game', { ns: 'common' })}
        </Link>
        <Link className="btn btn--ghost btn--sm" to="/match-finder">
          {t('routes.match-finder', { ns: 'common' })}
        </Link>
      </nav>
      {/* a new search (URL) starts the form from its filters */}
      <FilterBar key={filtersToParams(filters).toString()} {...bar} filters={filters} onSearch={onSearch} />
      {search.isPending ? (
        <ResultsSkeleton />
      ) : search.isError && !results.length ? (
        <LoadFailed
          className="empty-state"
          message={t('search.loadFailed')}
          retryLabel={t('search.retry')}
          onRetry={() => void search.refetch()}
        />
      ) : (
        <>
          {results.length ? (
            <ul className="tile-grid" data-search-results>
              {results.map((result) => (
                <li key={result.id}>{renderCard(result)}</li>
              ))}
            </ul>
          ) : (
            <div className="empty-state" data-testid="search-empty">
              <p>{t('search.noResults')}</p>
              {hasFilters(filters) ? (
                <Button variant="ghost" onClick={() => onSearch(widen(filters))}>
                  {t('search.widen')}
                </Button>
              ) : null}
            </div>
          )}
          {hasNextPage ? (
            <div ref={sentinel} className="search-page__more">
              {isFetchingNextPage ? (
                <ResultsSkeleton count={4} />
              ) : (
                <Button variant="ghost" onClick={() => void fetchNextPage()}>
                  {t('search.more')}
                </Button>
              )}
            </div>
          ) : null}
          {search.isFetchNextPageError ? (
            <p role="alert" className="search-page__error">
              {t('search.loadFailed')}
            </p>
          ) : null}
          {similar && similar.results.length ? (
            <section className="search-page__similar" aria-labelledby="similar-title">
              <h2 id="similar-title">{t('search.similar')}</h2>
              <ul className="tile-grid" data-similar-results>
                {similar.results.map((result) => (
                  <li key={result.id}>{renderCard(result)}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
    </section>
  );
}
