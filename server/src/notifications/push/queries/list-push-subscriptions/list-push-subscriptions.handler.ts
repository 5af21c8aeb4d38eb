import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  type PushDeviceRow,
  PushSubscriptionsRepository,
} from '../../database/push-subscriptions.repository';
import { ListPushSubscriptionsQuery } from './list-push-subscriptions.query';
import type { PushDeviceResponse, PushSubscriptionsResponse } from './push-subscriptions.response';

@QueryHandler(ListPushSubscriptionsQuery)
export class ListPushSubscriptionsHandler implements IQueryHandler<ListPushSubscriptionsQuery> {
  constructor(private readonly subscriptions: PushSubscriptionsRepository) {}

  async execute({ memberId }: ListPushSubscriptionsQuery): Promise<PushSubscriptionsResponse> {
    const [showMessageText, devices] = await Promise.all([
      this.subscriptions.showMessageText(memberId),
      this.subscriptions.devices(memberId),
    ]);
    return { show_message_text: showMessageText, devices: devices.map(toDevice) };
  }
}

export function toDevice(row: PushDeviceRow): PushDeviceResponse {
  return { id: row.id, label: row.label, enabled: row.enabled, created_at: row.created_at.toISOString() };
}
