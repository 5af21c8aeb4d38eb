import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { Schemas } from '../../../api/types';

/** SPEC §3 Time bonus, as GET /api/timebonus.php answers it (the client adds visibility and countdown). */
export type TimeBonus = Schemas['TimeBonusResponse'];

export function getTimeBonus(signal?: AbortSignal): Promise<Schemas['TimeBonusAnswer']> {
  return apiClient.get<Schemas['TimeBonusAnswer']>('/api/timebonus.php', { signal });
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
