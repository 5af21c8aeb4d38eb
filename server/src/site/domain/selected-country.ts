/**
 * The country the site shows prices and rules for: the visitor's explicit choice when the site serves
 * it, else the country of their IP when served, else the site's first country.
 */
export function selectCountry(
  siteCountries: readonly string[],
  geoipCountry: string | null,
  chosen?: string,
): string {
  const served = (code: string | null | undefined): code is string =>
    !!code && siteCountries.includes(code.toUpperCase());
  if (served(chosen)) return chosen.toUpperCase();
  if (served(geoipCountry)) return geoipCountry.toUpperCase();
  return siteCountries[0] ?? 'NL';
}
