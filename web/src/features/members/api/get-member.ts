import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** A member's main photo: `match` is the URL of its thumbnail. */
export interface MemberMainImage {
  filename: string;
  thumb_filename: string;
  status: string;
  match: string;
}

/** A photo the viewer may see, or a locked one (no URL exists for it on the client). */
export type MemberPhoto =
  { id: number; locked: false; url: string; thumb_url: string } | { id: number; locked: true };

/** Another member's profile as GET /api/member.php returns it (docs/api.md, "Other members"). */
export interface MemberProfile {
  id: number;
  name: string;
  age: number | null;
  gender: 'male' | 'female';
  seeking: 'male' | 'female' | 'both';
  sexuality: string;
  country: string;
  region: string | null;
  region_id: number | null;
  city: string;
  fictional: boolean;
  main_image: MemberMainImage | null;
  photo_count: number;
  photos: MemberPhoto[];
  /** The viewer blocked this member. */
  blocked: boolean;
  last_active_at: string | null;
  /** The details below come only when the site's visible_profile_fields lists them. */
  interests?: number[];
  hair_color?: string | null;
  eye_color?: string | null;
  body_type?: string | null;
  relationship_status?: string | null;
  about?: string | null;
}

/** A profile in a list (related profiles here; search and likes later). */
export interface MemberCard {
  id: number;
  name: string;
  age: number | null;
  city: string;
  region: string | null;
  country: string;
  fictional: boolean;
  main_image: MemberMainImage | null;
}

export interface MemberResponse {
  member: MemberProfile;
  related: MemberCard[];
}

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
