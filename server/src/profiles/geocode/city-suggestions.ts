import { normalizePlaceName } from './place-name';
import { readCities } from './cities-reader';

interface CountryCities {
  /** Normalised name → the spelling to suggest (the most populous place of that name). */
  byKey: Map<string, { name: string; population: number; lat: number; lon: number }>;
}

const countries = new Map<string, CountryCities>();

/** Edit distance with transpositions (Damerau-Levenshtein, optimal string alignment), stopping above max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = Array.from({ length: b.length + 1 }, (_, j) => j);
  let previous = before.slice();
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

function citiesOf(country: string): CountryCities {
  let cities = countries.get(country);
  if (cities) return cities;
  const byKey: CountryCities['byKey'] = new Map();
  readCities((city) => {
    if (city.country !== country) return;
    const key = normalizePlaceName(city.name);
    const known = byKey.get(key);
    if (!known || known.population < city.population)
      byKey.set(key, { name: city.name, population: city.population, lat: city.lat, lon: city.lon });
  });
  cities = { byKey };
  countries.set(country, cities);
  return cities;
}

/**
 * "Did you mean …?" for an address (SPEC §5): a known place of the country whose name is a typo or two
 * away from what was typed; null when the name is known or nothing is close. Larger places win ties.
 */
export function suggestCity(country: string, typed: string): string | null {
  const key = normalizePlaceName(typed);
  if (key.length < 3) return null;
  const { byKey } = citiesOf(country.toUpperCase());
  if (byKey.has(key)) return null;
  const max = key.length <= 5 ? 1 : 2;
  let best: { name: string; population: number; distance: number } | null = null;
  for (const [candidate, place] of byKey) {
    const distance = editDistance(key, candidate, max);
    if (distance > max) continue;
    if (
      !best ||
      distance < best.distance ||
      (distance === best.distance && place.population > best.population)
    ) {
      best = { ...place, distance };
    }
  }
  return best?.name ?? null;
}

/** Where a place of the country lies (the most populous of that name), or null when it is unknown. */
export function cityLocation(country: string, city: string): { lat: number; lon: number } | null {
  const place = citiesOf(country.toUpperCase()).byKey.get(normalizePlaceName(city));
  return place ? { lat: place.lat, lon: place.lon } : null;
}
