import type { components } from '../../../api/schema';
import { apiClient } from '../../../lib/api-client';

export type PushSubscribed = components['schemas']['PushSubscribedResponse'];

/** POST /api/user.php?push=1 `{subscription}` (SPEC §7): this browser's subscription, for the logged-in member. */
export function sendSubscription(subscription: PushSubscription): Promise<PushSubscribed> {
  return apiClient.post<PushSubscribed>(
    '/api/user.php',
    { subscription: subscription.toJSON() },
    {
      query: { push: 1 },
    },
  );
}
