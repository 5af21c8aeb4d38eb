import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Schemas } from '../../../api/types';
import { apiClient } from '../../../lib/api-client';
import { LANGUAGE_DEPENDENT } from '../../../lib/i18n/language-queries';

/** GET /api/interests.php?language=: names come in the language asked for. */
export type Interest = Schemas['InterestItem'];

/**
 * The language goes in the URL: the server would otherwise answer in the member's saved language, which
 * lags behind a switch until it is saved, and an HTTP cache could hand one language's answer to another.
 */
export function getInterests(language: string): Promise<Schemas['InterestsResponse']> {
  return apiClient.get<Schemas['InterestsResponse']>('/api/interests.php', { query: { language } });
}

export function interestsQueryOptions(language: string) {
  return queryOptions({
    queryKey: ['interests', language],
    queryFn: () => getInterests(language),
    staleTime: Infinity,
    meta: LANGUAGE_DEPENDENT,
    select: (data) => data.interests,
  });
}

export function useInterests(language: string) {
  return useQuery(interestsQueryOptions(language));
}
