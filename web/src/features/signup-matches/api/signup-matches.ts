import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '../../../api/types';
import { apiClient } from '../../../lib/api-client';

export type SuggestedMember = Schemas['MemberCard'];
export type SignupMatchesResponse = Schemas['SignupMatchesResponse'];

/** GET /api/signup-matches.php: members to like right after signup (docs/api.md, "Matching"). */
export function getSignupMatches(signal?: AbortSignal): Promise<SignupMatchesResponse> {
  return apiClient.get<SignupMatchesResponse>('/api/signup-matches.php', { signal });
}

/** Kept for the visit: a like must not reorder or reload the grid under the member's finger. */
export function useSignupMatches() {
  return useQuery({
    queryKey: ['signup-matches'],
    queryFn: ({ signal }) => getSignupMatches(signal),
    staleTime: Infinity,
    select: (data) => data.profiles,
  });
}
