import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiClient } from '../../../lib/api-client';
import { photosOf, type LanderPhoto, type PhotoCard } from '../lib/lander-photos';

/** The visit's traffic source, sent along so the server applies the site's traffic-source setting. */
export interface LanderSource {
  network?: string;
  ref?: string;
}

interface SearchPage {
  results: PhotoCard[];
  similar?: { results: PhotoCard[] };
}

/** The most photos any lander shows. */
const MAX_PHOTOS = 8;

/** GET /api/search.php, first page, no filters: the recently active members the viewer may see. */
export async function getLanderPhotos(source: LanderSource, signal?: AbortSignal): Promise<LanderPhoto[]> {
  const query: Record<string, string> = {};
  if (source.network) query.network = source.network;
  if (source.ref) query.ref = source.ref;
  // one retry at most: a lander does not keep its skeleton up for long, it looks finished without photos
  const page = await apiClient.get<SearchPage>('/api/search.php', { query, signal, retries: 1 });
  return photosOf(page, MAX_PHOTOS);
}

export type LanderPhotos = { state: 'loading'; photos: [] } | { state: 'ready'; photos: LanderPhoto[] };

/**
 * A few member photos for a lander when search answers the viewer (`allowed`; undefined while that is not
 * known yet). A refused or failed search is no error on a lander: it is drawn without photos.
 */
export function useLanderPhotos(allowed: boolean | undefined, loggedIn: boolean, source: LanderSource) {
  const query = useQuery({
    queryKey: ['landers', 'photos', loggedIn, source.network ?? '', source.ref ?? ''],
    queryFn: ({ signal }) => getLanderPhotos(source, signal),
    enabled: allowed === true,
    retry: false,
    staleTime: 5 * 60_000,
  });
  const loading = allowed === undefined || (allowed && query.isPending);
  const data = allowed ? query.data : undefined;
  return useMemo<LanderPhotos>(
    () => (loading ? { state: 'loading', photos: [] } : { state: 'ready', photos: data ?? [] }),
    [loading, data],
  );
}
