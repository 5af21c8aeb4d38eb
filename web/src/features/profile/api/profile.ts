import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Schemas } from '../../../api/types';
import { apiClient } from '../../../lib/api-client';
import type {
  Appearance,
  BodyType,
  Ethnicity,
  EyeColor,
  Gender,
  HairColor,
  RelationshipStatus,
  Seeking,
} from '../lib/choices';

export type MainImage = Schemas['MainImage'];
export type StoredGeocode = Schemas['StoredGeocode'];

/** GET /api/profile.php → {profile} (docs/api.md, "Own profile"). */
export type OwnProfile = Schemas['OwnProfile'];

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
  appearance?: Appearance | null;
  /** Taken only with `ethnicity_consent: true`; consent false removes the ethnicity at once. */
  ethnicity?: Ethnicity | null;
  ethnicity_consent?: boolean;
}

/** The member's id is part of the key: another member logging in in the same tab never sees it. */
export const ownProfileKey = (userId: number) => ['own-profile', userId] as const;

export function getOwnProfile(): Promise<Schemas['OwnProfileResponse']> {
  return apiClient.get<Schemas['OwnProfileResponse']>('/api/profile.php');
}

/** PUT /api/profile.php: 400 validation_failed with `fields`; nothing is saved when a field is bad. */
export function updateProfile(changes: ProfileChanges): Promise<Schemas['OwnProfileResponse']> {
  return apiClient.put<Schemas['OwnProfileResponse']>('/api/profile.php', changes, { retries: 1 });
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
