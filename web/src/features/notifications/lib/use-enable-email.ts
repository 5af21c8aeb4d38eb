import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { PREFERENCES_QUERY_KEY, updatePreferences } from '../api/notification-preferences';

/**
 * Turns e-mail notifications on again (PUT enable_email). The preferences the page shows lose their
 * `notifications_disabled` here; the `user` object is auth's, so the caller's `onEnabled` updates it.
 */
export function useEnableEmail(onEnabled?: () => void): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const preferences = await updatePreferences({ enable_email: true });
    queryClient.setQueryData(PREFERENCES_QUERY_KEY, preferences);
    onEnabled?.();
  }, [queryClient, onEnabled]);
}
