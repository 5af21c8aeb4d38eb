import type { Schemas } from '../../../api/types';
import { apiClient } from '../../../lib/api-client';

export type AutoLikeResponse = Schemas['AutoLikeResponse'];

/** GET /api/auto-like.php: who liked the member last (not yet opened), else a suggestion; profile null when none. */
export function getAutoLike(): Promise<AutoLikeResponse> {
  return apiClient.get<AutoLikeResponse>('/api/auto-like.php');
}
