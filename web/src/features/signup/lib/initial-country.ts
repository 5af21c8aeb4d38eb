export interface CountryHints {
  /** The site's countries (settings.countries), the first one the last resort. */
  countries: readonly string[];
  /**
   * settings.geoip_selected_country: the page's `?country=`, else the geoip country, when the site offers
   * them; else the server's own fallback, the site's first country.
   */
  selected: string | null;
  /** settings.geoip_country: the visitor's country by IP address; null when unknown (proxy, localhost). */
  geoip: string | null;
  /** The browser's languages, most preferred first (navigator.languages), e.g. ['fr-FR', 'fr', 'en']. */
  browserLanguages: readonly string[];
}

/**
 * The region a language tag names ("de-AT" → AT), or for a bare language its most likely one ("fr" → FR,
 * "nl" → NL, "en" → US: Unicode's likely subtags, through Intl.Locale's maximize). Undefined for a tag
 * that is not one.
 */
function regionOf(tag: string): string | undefined {
  try {
    return new Intl.Locale(tag).maximize().region;
  } catch {
    return undefined;
  }
}

/**
 * The country the signup's step "Birthday and location" starts with: the server's selected country
 * when it is a real answer (the geoip country or a `?country=` the site offers); else, when it is only
 * the server's fallback to the first country (no geoip answer behind a proxy or on localhost), the region
 * of the first browser language whose region the site offers; else the site's first country ('' when it
 * has none). The site's own spelling of the code is returned. A `?country=` naming the first country
 * cannot be told from the fallback: the browser's languages decide then.
 */
export function initialCountry({ countries, selected, geoip, browserLanguages }: CountryHints): string {
  const offered = (code: string | null | undefined) =>
    code ? countries.find((country) => country.toUpperCase() === code.toUpperCase()) : undefined;
  const server = offered(selected);
  if (server && (server !== countries[0] || offered(geoip))) return server;
  const fromBrowser = browserLanguages.map((tag) => offered(regionOf(tag))).find(Boolean);
  return fromBrowser ?? countries[0] ?? '';
}
