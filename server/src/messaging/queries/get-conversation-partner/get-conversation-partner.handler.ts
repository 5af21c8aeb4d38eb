import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ConversationsRepository } from '../../database/conversations.repository';
import { GetConversationPartnerQuery } from '../../messaging.contracts';

@QueryHandler(GetConversationPartnerQuery)
export class GetConversationPartnerHandler implements IQueryHandler<GetConversationPartnerQuery> {
  constructor(private readonly conversations: ConversationsRepository) {}

  async execute({ conversationId, memberId }: GetConversationPartnerQuery): Promise<number | null> {
    return (await this.conversations.side(memberId, conversationId))?.partner_id ?? null;
  }
}
