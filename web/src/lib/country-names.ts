/** Country names in a language (Intl.DisplayNames), falling back to the code. */
export function countryNamer(language: string): (code: string) => string {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language], { type: 'region' });
  } catch {
    names = null;
  }
  return (code: string) => {
    if (!code) return '';
    try {
      return names?.of(code.toUpperCase()) ?? code;
    } catch {
      return code;
    }
  };
}

/** The countries sorted by their name in `language`. */
export function sortCountries(
  codes: readonly string[],
  name: (code: string) => string,
  language: string,
): string[] {
  return [...codes].sort((a, b) => name(a).localeCompare(name(b), language));
}

/** "Utrecht, Utrecht, Netherlands": the parts that are known, in that order, without repeats of empties. */
export function placeLabel(parts: ReadonlyArray<string | null | undefined>): string {
  return parts
    .map((part) => part?.trim())
    .filter((part): part is string => !!part)
    .join(', ');
}
