import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useUser } from '../../features/auth/api/get-user';
import { MemberCard } from '../../features/members/components/member-card';
import { memberSiteOf } from '../../features/members/lib/site';
import { SearchPage } from '../../features/search/components/search-page';
import {
  filtersFromParams,
  filtersToParams,
  rememberedFilters,
  rememberFilters,
  type SearchFilters,
} from '../../features/search/lib/search-filters';
import { regionsQueryOptions } from '../../features/site/api/get-regions';
import { useSettings } from '../../features/site/api/get-settings';
import { PageLoading } from '../page-loading';
import { MemberOnly } from './member-only';
import type { PageProps } from './page-props';

/** The regions of the chosen country; none asked for while no country is chosen. */
const useRegionsOf = (country: string | undefined) =>
  useQuery({ ...regionsQueryOptions(country), enabled: !!country }).data;

/** /members: search, the home of a logged-in member; visitors too unless the site says `none`. */
export default function MembersRoute({ routeName }: PageProps) {
  const { t } = useTranslation('member');
  const { data: settings } = useSettings();
  const user = useUser();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const site = useMemo(() => memberSiteOf(settings), [settings]);

  // /members from the navigation shows the last search again (SPEC §3 search state).
  const bare = params.toString() === '';
  useEffect(() => {
    const saved = bare ? rememberedFilters() : null;
    if (saved && filtersToParams(saved).toString()) navigate(`?${filtersToParams(saved)}`, { replace: true });
  }, [bare, navigate]);

  const search = useCallback(
    (next: SearchFilters) => {
      rememberFilters(next);
      navigate(`?${filtersToParams(next)}`);
    },
    [navigate],
  );

  if (!settings || user.isPending) return <PageLoading />;
  const member = !!user.data?.user;
  const page = () => (
    <SearchPage
      routeName={routeName}
      filters={filters}
      onSearch={search}
      countries={settings.countries}
      fields={settings.search_fields}
      useRegions={useRegionsOf}
      canUseDistance={member}
      renderCard={(result) => <MemberCard card={result} site={site} distanceKm={result.distance_km} />}
    />
  );
  if (!member && settings.logged_out_search === 'none')
    return (
      <MemberOnly routeName={routeName} reason={t('search.loginReason')}>
        {page}
      </MemberOnly>
    );
  return page();
}
