import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** GET /api/settings.php (docs/api.md). */
export interface SiteSettings {
  name: string;
  domain: string;
  domain_language: string | null;
  cdn_prefix: string | null;
  description: string | null;
  index_title: string | null;
  countries: string[];
  signups: 'all' | 'with_trafficsource' | 'none';
  logged_out_search: 'all' | 'none';
  logged_out_search_trafficsource: 'all' | 'none';
  geoip_country: string | null;
  geoip_selected_country: string | null;
  /** 'no' | 'yes' | comma-separated country codes such as 'NL,DE' */
  enable_site_entry_popup: string | null;
  push_public_key: string | null;
  minimum_message_costs: Record<string, { costs: number; currency: string }>;
  fictional_icon: string | null;
  visible_profile_fields: string[];
  visible_profile_notes: Record<string, string>;
  message_credits: number;
  photo_credits: number;
  gift_credits: number;
  signup_credits: number;
  message_length: number;
  support_email: string | null;
  search_fields: string[];
  fictional_warning: string | null;
  fictional_singular: string | null;
  fictional_plural: string | null;
  refund_days: number | null;
  member_resell: unknown;
  /** `post`: new photos show at once and are checked later; `pre`: they show once approved. */
  photo_moderation?: 'post' | 'pre';
}

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
  });
}

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
