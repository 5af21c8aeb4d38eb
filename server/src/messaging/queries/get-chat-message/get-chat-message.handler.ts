import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetCurrentAccountQuery } from '../../../identity/identity.contracts';
import { GetSiteSettingsByIdQuery } from '../../../site/site.contracts';
import { ConversationsRepository } from '../../database/conversations.repository';
import { type ChatMessageView, GetChatMessageQuery } from '../../messaging.contracts';
import { ChatMessageViews } from './chat-message.views';

/** A sent message as a member of its conversation sees it (the real-time gateway pushes it). */
@QueryHandler(GetChatMessageQuery)
export class GetChatMessageHandler implements IQueryHandler<GetChatMessageQuery> {
  constructor(
    private readonly conversations: ConversationsRepository,
    private readonly views: ChatMessageViews,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ messageId, viewerId }: GetChatMessageQuery): Promise<ChatMessageView | null> {
    const [found, viewer] = await Promise.all([
      this.conversations.messageFor(messageId, viewerId),
      this.queryBus.execute(new GetCurrentAccountQuery(viewerId)),
    ]);
    if (!found || !viewer) return null;
    const site = await this.queryBus.execute(new GetSiteSettingsByIdQuery(viewer.site_id));
    const [view] = await this.views.of(
      [found.message],
      viewerId,
      found.partnerReadUpTo,
      site,
      viewer.language,
    );
    return view ?? null;
  }
}
