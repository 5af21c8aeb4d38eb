import { Query } from '@nestjs/cqrs';
import type { FictionalConversationView } from './fictional-conversation.response';

/** One conversation of the queue as the chat agent sees it; 404 when it is not a fictional profile's. */
export class GetFictionalConversationQuery extends Query<FictionalConversationView> {
  constructor(
    readonly conversationId: number,
    readonly adminId: number,
    readonly locale: string,
  ) {
    super();
  }
}
