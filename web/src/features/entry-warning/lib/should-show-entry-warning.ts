export const ENTRY_WARNING_SKIPPED_KEY = 'site-entry-warning-skipped';

/** Routes on which the entry warning never shows (SPEC §2). */
export const ENTRY_WARNING_HIDDEN_ROUTES: readonly string[] = [
  'complete-signup',
  'reset-password',
  'reset-password-do',
];

export interface EntryWarningInput {
  /** Installed-app mode. */
  standalone: boolean;
  /** Timestamp stored when the visitor closed the warning before, or null. */
  skippedAt: number | null;
  /** The site setting enable_site_entry_popup: 'no', 'yes' or a list of country codes such as 'NL,DE'. */
  setting: string | null | undefined;
  /** The site setting geoip_selected_country. */
  country: string | null | undefined;
  loggedIn: boolean;
  routeName: string | null | undefined;
  /** Further restriction by the layout (the chat layout shows it only for NL and DE). */
  onlyCountries?: readonly string[];
}

function normalizeCountry(country: string | null | undefined): string | null {
  const value = country?.trim().toUpperCase();
  return value ? value : null;
}

/** Whether the enable_site_entry_popup setting applies to a visitor from `country`. */
export function entryPopupEnabledFor(
  setting: string | null | undefined,
  country: string | null | undefined,
): boolean {
  const value = (setting ?? '').trim();
  if (value.toLowerCase() === 'no') return false;
  if (value === '' || value.toLowerCase() === 'yes') return true;
  const countries = value
    .split(',')
    .map((item) => item.trim().toUpperCase())
    .filter(Boolean);
  const visitorCountry = normalizeCountry(country);
  return visitorCountry !== null && countries.includes(visitorCountry);
}

/** SPEC §2: every condition must hold for the site-entry warning to show. */
export function shouldShowEntryWarning(input: EntryWarningInput): boolean {
  if (input.routeName && ENTRY_WARNING_HIDDEN_ROUTES.includes(input.routeName)) return false;
  if (input.standalone) return false;
  if (input.skippedAt !== null) return false;
  if (input.loggedIn) return false;
  if (input.onlyCountries) {
    const country = normalizeCountry(input.country);
    if (country === null || !input.onlyCountries.includes(country)) return false;
  }
  return entryPopupEnabledFor(input.setting, input.country);
}
