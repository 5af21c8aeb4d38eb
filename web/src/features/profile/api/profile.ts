import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { BodyType, EyeColor, Gender, HairColor, RelationshipStatus, Seeking } from '../lib/choices';

export interface MainImage {
  filename: string;
  thumb_filename: string;
  status: string;
  match?: string;
}

export interface StoredGeocode {
  lat: number;
  lon: number;
  country: string;
  region_id: number | null;
  city: string;
  at: string;
}

/** GET /api/profile.php → {profile} (docs/api.md, "Own profile"). */
export interface OwnProfile {
  id: number;
  status: 'enabled' | 'disabled' | string;
  name: string;
  gender: Gender;
  seeking: Seeking;
  sexuality: 'hetero' | 'gay' | 'lesbian' | 'bi' | string;
  /** 'YYYY-MM-DD' */
  date_of_birth: string;
  country: string;
  region_id: number | null;
  region: string | null;
  city: string;
  /** interest ids */
  interests: number[];
  hair_color: HairColor | null;
  eye_color: EyeColor | null;
  body_type: BodyType | null;
  relationship_status: RelationshipStatus | null;
  about: string | null;
  main_image: MainImage | null;
  photo_count: number;
  geocode: StoredGeocode | null;
}

/** What PUT /api/profile.php takes: any subset of the editable fields. */
export interface ProfileChanges {
  name?: string;
  gender?: Gender;
  seeking?: Seeking;
  date_of_birth?: string;
  country?: string;
  region_id?: number | null;
  city?: string;
  interests?: number[];
  hair_color?: HairColor | null;
  eye_color?: EyeColor | null;
  body_type?: BodyType | null;
  relationship_status?: RelationshipStatus | null;
  about?: string;
}

/** The member's id is part of the key: another member logging in in the same tab never sees it. */
export const ownProfileKey = (userId: number) => ['own-profile', userId] as const;

export function getOwnProfile(): Promise<{ profile: OwnProfile }> {
  return apiClient.get<{ profile: OwnProfile }>('/api/profile.php');
}

/** PUT /api/profile.php: 400 validation_failed with `fields`; nothing is saved when a field is bad. */
export function updateProfile(changes: ProfileChanges): Promise<{ profile: OwnProfile }> {
  return apiClient.put<{ profile: OwnProfile }>('/api/profile.php', changes, { retries: 1 });
}

export function ownProfileQueryOptions(userId: number) {
  return queryOptions({
    queryKey: ownProfileKey(userId),
    queryFn: getOwnProfile,
    select: (data) => data.profile,
    staleTime: 30_000,
  });
}

export function useOwnProfile(userId: number) {
  return useQuery(ownProfileQueryOptions(userId));
}
