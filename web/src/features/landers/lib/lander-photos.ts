/** One teaser photo of a member: no name, no profile link (a lander shows a glimpse, nothing more). */
export interface LanderPhoto {
  id: number;
  src: string;
  fictional: boolean;
}

/** What a lander reads of a search.php result. */
export interface PhotoCard {
  id: number;
  fictional: boolean;
  main_image: { match: string; status: string } | null;
}

/** The photos of search results (the results, then the similar ones): members with a photo that is not rejected, each once, at most `max`. */
export function photosOf(
  response: { results: readonly PhotoCard[]; similar?: { results: readonly PhotoCard[] } },
  max: number,
): LanderPhoto[] {
  const seen = new Set<number>();
  const photos: LanderPhoto[] = [];
  for (const card of [...response.results, ...(response.similar?.results ?? [])]) {
    if (photos.length >= max) break;
    const image = card.main_image;
    if (!image?.match || image.status === 'rejected' || seen.has(card.id)) continue;
    seen.add(card.id);
    photos.push({ id: card.id, src: image.match, fictional: card.fictional });
  }
  return photos;
}

/** `count` slots filled with the photos there are, the rest null (drawn as gradient tiles). */
export function photoSlots(photos: readonly LanderPhoto[], count: number): Array<LanderPhoto | null> {
  return Array.from({ length: count }, (_, index) => photos[index] ?? null);
}

export type SearchVisibility = 'none' | 'all' | string;

/**
 * Whether search.php answers this viewer (docs/api.md, "Search"): members always; visitors unless the
 * site's `logged_out_search` is 'none', where `logged_out_search_trafficsource` decides instead for a
 * visit from a traffic source (network or ref).
 */
export function searchAnswers({
  loggedIn,
  trafficSource,
  loggedOutSearch,
  loggedOutSearchTrafficSource,
}: {
  loggedIn: boolean;
  trafficSource: boolean;
  loggedOutSearch: SearchVisibility | undefined;
  loggedOutSearchTrafficSource: SearchVisibility | undefined;
}): boolean {
  if (loggedIn) return true;
  const setting = trafficSource ? loggedOutSearchTrafficSource : loggedOutSearch;
  return setting === 'all';
}
