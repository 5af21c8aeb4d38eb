import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { MEMBER_QUERY_KEY } from './get-member';

/** POST /api/block.php {id}: 201 {ok}; 400 cannot_block_self; 404 member_not_found. */
export function blockMember(id: number): Promise<{ ok: true }> {
  return apiClient.post<{ ok: true }>('/api/block.php', { id }, { retries: 0 });
}

/** DELETE /api/block.php {id}: {ok}. */
export function unblockMember(id: number): Promise<{ ok: true }> {
  return apiClient.delete<{ ok: true }>('/api/block.php', { id }, { retries: 0 });
}

/** Blocks (`blocked: true`) or unblocks a member, then reloads the member's profile. */
export function useSetBlocked(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blocked: boolean) => (blocked ? blockMember(id) : unblockMember(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [MEMBER_QUERY_KEY, id] }),
  });
}
