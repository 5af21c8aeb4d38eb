/** The name of a country (ISO 3166 code) in `language`; the code itself when unknown. */
export function countryName(code: string | null | undefined, language: string): string {
  const value = (code ?? '').trim().toUpperCase();
  if (!value) return '';
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(value) ?? value;
  } catch {
    return value;
  }
}

export interface Place {
  city?: string | null;
  region?: string | null;
  country?: string | null;
}

/** "City, Region, Country" without empty or repeated parts (a city may share its region's name). */
export function formatPlace(place: Place, language: string, { withCountry = true } = {}): string {
  const parts = [place.city, place.region, withCountry ? countryName(place.country, language) : null];
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const part of parts) {
    const value = part?.trim();
    if (!value || seen.has(value.toLocaleLowerCase())) continue;
    seen.add(value.toLocaleLowerCase());
    kept.push(value);
  }
  return kept.join(', ');
}

/** "Anna, 29" (the age only when known). */
export function headline(name: string, age: number | null | undefined): string {
  return typeof age === 'number' ? `${name}, ${age}` : name;
}
