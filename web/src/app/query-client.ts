import { QueryClient } from '@tanstack/react-query';
import { rememberSignedIn } from '../features/auth/lib/signed-in-hint';

export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      // lib/api-client.ts already retries network errors, 5xx and 429
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  // lives as long as the client (the app's, or a test's)
  rememberSignedIn(queryClient);
  return queryClient;
}
