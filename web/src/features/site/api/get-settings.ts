import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { components } from '../../../api/schema';
import { apiClient } from '../../../lib/api-client';
import { LANGUAGE_DEPENDENT } from '../../../lib/i18n/language-queries';

/** GET /api/settings.php: generated from the server's OpenAPI document. */
export type SiteSettings = components['schemas']['SiteSettingsResponse'];

export type SettingsQuery = Record<string, string>;

/**
 * The query sent with settings.php: the query of the page the app was opened on (so `?domain=` and
 * `?country=` reach the server), with `domain` defaulting to the page's host name.
 */
export function buildSettingsQuery(search: string, hostname: string): SettingsQuery {
  const query: SettingsQuery = {};
  new URLSearchParams(search).forEach((value, key) => {
    if (!(key in query)) query[key] = value;
  });
  if (!query.domain) query.domain = hostname;
  return query;
}

let initialQuery: SettingsQuery | null = null;

/** Settings are loaded once, with the query of the URL the app started on. */
export function initialSettingsQuery(): SettingsQuery {
  initialQuery ??= buildSettingsQuery(window.location.search, window.location.hostname);
  return initialQuery;
}

export function getSettings(query: SettingsQuery): Promise<SiteSettings> {
  return apiClient.get<SiteSettings>('/api/settings.php', { query });
}

export function settingsQueryOptions(query: SettingsQuery = initialSettingsQuery()) {
  return queryOptions({
    queryKey: ['settings', query],
    queryFn: () => getSettings(query),
    staleTime: Infinity,
    gcTime: Infinity,
    // the profile notes come in the app's language (the member's saved one, else the lang cookie)
    meta: LANGUAGE_DEPENDENT,
  });
}

/**
 * The settings hold text in the app's language (visible_profile_notes): loaded again, in the background,
 * whenever the language changes (the lang cookie is set first, so the server answers in the new one; a
 * member's switch reloads them once more when it is saved). Returns the unsubscribe.
 */
export function reloadSettingsOnLanguageChange(queryClient: QueryClient, i18n: I18n): () => void {
  const reload = () => void queryClient.invalidateQueries({ queryKey: ['settings'] });
  i18n.on('languageChanged', reload);
  return () => i18n.off('languageChanged', reload);
}

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
