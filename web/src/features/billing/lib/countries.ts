/** Country names in the UI language (Intl.DisplayNames), falling back to the code. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** The countries as select options, sorted by their name in `language`. */
export function countryOptions(
  codes: readonly string[],
  language: string,
): Array<{ code: string; name: string }> {
  return codes
    .map((code) => ({ code, name: countryName(code, language) }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
}

/** The `?country=` of the URL when the site serves it (else null: the server chooses). */
export function chosenCountry(param: string | null, countries: readonly string[]): string | null {
  const code = param?.trim().toUpperCase() ?? '';
  return countries.includes(code) ? code : null;
}
