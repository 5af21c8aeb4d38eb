import { useQuery } from '@tanstack/react-query';
import { LANGUAGE_DEPENDENT } from '../../../lib/i18n/language-queries';
import { useProfileEnvironment } from '../components/profile-environment';

/** The regions of `country` for the region select (empty for a country without regions). */
export function useProfileRegions(country: string) {
  const env = useProfileEnvironment();
  return useQuery({
    queryKey: ['profile-regions', country],
    queryFn: () => env.fetchRegions(country),
    enabled: !!country,
    staleTime: Infinity,
  });
}

/** The interests to choose from, named in the page's language. */
export function useProfileInterests() {
  const env = useProfileEnvironment();
  return useQuery({
    queryKey: ['profile-interests', env.language],
    queryFn: () => env.fetchInterests(env.language),
    staleTime: Infinity,
    meta: LANGUAGE_DEPENDENT,
  });
}
