import { Query } from '@nestjs/cqrs';
import type { PushSubscriptionsResponse } from './push-subscriptions.response';

/** The member's push settings and devices (only their own). */
export class ListPushSubscriptionsQuery extends Query<PushSubscriptionsResponse> {
  constructor(readonly memberId: number) {
    super();
  }
}
