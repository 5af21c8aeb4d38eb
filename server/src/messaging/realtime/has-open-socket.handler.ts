import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { HasOpenSocketQuery } from '../messaging.contracts';
import { memberRoom, RealtimeDelivery } from './realtime-delivery';

/**
 * Whether the member has a socket open on any instance: the Redis Streams adapter asks every instance
 * for the sockets in the member's room (and rejects when one does not answer in time, so a caller does
 * not take silence for "offline").
 */
@QueryHandler(HasOpenSocketQuery)
export class HasOpenSocketHandler implements IQueryHandler<HasOpenSocketQuery> {
  constructor(private readonly delivery: RealtimeDelivery) {}

  async execute({ memberId }: HasOpenSocketQuery): Promise<boolean> {
    const sockets = await this.delivery.io.in(memberRoom(memberId)).fetchSockets();
    return sockets.length > 0;
  }
}
