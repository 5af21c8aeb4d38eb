import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Schemas } from '../../../api/types';
import { apiClient } from '../../../lib/api-client';

/** A member's main photo: `match` is the URL of its thumbnail. */
export type MemberMainImage = Schemas['MainImage'];

/** A photo the viewer may see (with its URLs), or a locked one (no URL exists for it on the client). */
export type MemberPhoto = MemberProfile['photos'][number];

/** Another member's profile as GET /api/member.php returns it (docs/api.md, "Other members"). */
export type MemberProfile = Schemas['MemberProfile'];

/** A profile in a list (related profiles here; search and likes later). */
export type MemberCard = Schemas['MemberCard'];

export type MemberResponse = Schemas['MemberProfileResponse'];

export function getMember(id: number, signal?: AbortSignal): Promise<MemberResponse> {
  return apiClient.get<MemberResponse>('/api/member.php', { query: { id }, signal });
}

export const MEMBER_QUERY_KEY = 'member';

/**
 * The answer depends on who looks (visitor, free or premium member: the photos) and on the language
 * (the server's messages), so both are part of the key.
 */
export function memberQueryOptions(id: number, viewerKey: string, language: string) {
  return queryOptions({
    queryKey: [MEMBER_QUERY_KEY, id, viewerKey, language],
    queryFn: ({ signal }) => getMember(id, signal),
    staleTime: 60_000,
  });
}

export function useMember(id: number, viewerKey: string, language: string, enabled = true) {
  return useQuery({ ...memberQueryOptions(id, viewerKey, language), enabled });
}
