/**
 * The key places are compared by, in the geocoder's build and in city suggestions alike: lower case, no
 * accents, punctuation folded to spaces. "'s-Hertogenbosch" → "s hertogenbosch", "Dén Haag" → "den haag".
 */
export function normalizePlaceName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
