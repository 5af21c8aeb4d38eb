import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The logged-in member as GET /api/user.php returns it (SPEC §3); null while logged out. */
export interface User {
  id: number;
  credits: number;
  status: string;
  paid_user: boolean;
  notifications_disabled: string[];
  language: string | null;
  fictional_icon?: string | null;
  profile: {
    id: number;
    name: string;
    status?: string;
    main_image?: { filename: string; thumb_filename: string; status: string; match?: string } | null;
  } | null;
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
