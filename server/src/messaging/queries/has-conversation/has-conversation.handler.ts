import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ConversationsRepository } from '../../database/conversations.repository';
import { HasConversationQuery } from '../../messaging.contracts';

@QueryHandler(HasConversationQuery)
export class HasConversationHandler implements IQueryHandler<HasConversationQuery> {
  constructor(private readonly conversations: ConversationsRepository) {}

  async execute({ memberId, partnerId }: HasConversationQuery): Promise<boolean> {
    return memberId !== partnerId && (await this.conversations.sideWith(memberId, partnerId)) !== null;
  }
}
