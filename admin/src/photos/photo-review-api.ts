import type { components } from '../api/schema';
import { API_URL, httpClient } from '../providers/http-client';

/** A photo of the review queue (`GET /admin/api/photos`). */
export type PhotoReview = components['schemas']['PhotoReviewRow'];

export type PhotoDecision = 'approve' | 'reject';

/** Approves or rejects photos at once (a rejection with the reason the member sees); answers the ids changed. */
export async function reviewPhotos(
  decision: PhotoDecision,
  ids: readonly (string | number)[],
  reason?: string,
): Promise<number[]> {
  const body = decision === 'reject' ? { ids: ids.map(Number), reason } : { ids: ids.map(Number) };
  const { json } = await httpClient(`${API_URL}/photos/${decision}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  return (json as components['schemas']['PhotoDecisionResponse']).changed;
}
