import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The member's own profile inside the `user` object (docs/api.md, "Identity"). */
export interface UserProfile {
  id: number;
  name: string;
  status?: 'enabled' | 'disabled' | string;
  main_image?: { filename: string; thumb_filename: string; status: string; match?: string } | null;
  gender?: 'male' | 'female';
  seeking?: 'male' | 'female' | 'both';
  sexuality?: string;
  date_of_birth?: string;
  country?: string;
  region_id?: number | null;
  city?: string;
}

/** The logged-in member as GET /api/user.php returns it (SPEC §3); null while logged out. */
export interface User {
  id: number;
  email?: string;
  credits: number;
  /** 'not_confirmed' | 'activated' */
  status: string;
  paid_user: boolean;
  /** reasons 'fbl' | 'bounce' | 'listunsubscribe' */
  notifications_disabled: string[];
  language: string | null;
  fictional_icon?: string | null;
  invisible?: boolean;
  created_at?: string;
  profile: UserProfile | null;
}

export interface UserResponse {
  user: User | null;
}

export const USER_QUERY_KEY = ['user'] as const;

export function getUser(): Promise<UserResponse> {
  return apiClient.get<UserResponse>('/api/user.php');
}

export const userQueryOptions = queryOptions({
  queryKey: USER_QUERY_KEY,
  queryFn: getUser,
  staleTime: 30_000,
});

/** `data` is undefined while loading, then `{ user }`. */
export function useUser() {
  return useQuery(userQueryOptions);
}
