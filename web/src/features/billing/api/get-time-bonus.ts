import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** SPEC §3 Time bonus, as GET /api/timebonus.php answers it (the client adds visibility and countdown). */
export interface TimeBonus {
  code: string;
  country: string;
  user_id: number;
  expires: string;
  value_percentage: number;
  currency: string | null;
  minimum_order_value: number;
  status: string;
  validity: string;
  expired: boolean;
  paymentmethods: string[];
  seconds_left: number;
}

export function getTimeBonus(signal?: AbortSignal): Promise<{ time_bonus: TimeBonus | null }> {
  return apiClient.get<{ time_bonus: TimeBonus | null }>('/api/timebonus.php', { signal });
}

export interface TimeBonusOwner {
  id: number;
  paid_user: boolean;
}

/**
 * The time bonus of the logged-in member; null for a visitor (SPEC §4: "called with null on logout",
 * so it clears), for a paid member and when the call fails (the offer is simply not shown).
 */
export function useTimeBonus(user: TimeBonusOwner | null | undefined): TimeBonus | null {
  const enabled = !!user && !user.paid_user;
  const { data } = useQuery({
    ...queryOptions({
      queryKey: ['time-bonus', user?.id ?? null],
      queryFn: async ({ signal }) => {
        try {
          return (await getTimeBonus(signal)).time_bonus;
        } catch {
          return null;
        }
      },
      staleTime: 5 * 60_000,
    }),
    enabled,
  });
  return enabled ? (data ?? null) : null;
}
