import { Injectable } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetCurrentAccountQuery } from '../../../identity/identity.contracts';
import { GetSiteSettingsByIdQuery } from '../../../site/site.contracts';
import { ConversationsRepository } from '../../database/conversations.repository';
import type { MessageRow } from '../../database/message.row';
import {
  type ChatMessageView,
  GetChatMessageForEachQuery,
  GetChatMessageQuery,
} from '../../messaging.contracts';
import { ChatMessageViews } from './chat-message.views';

/** A sent message as members of its conversation see it, read once for all of them. */
@Injectable()
export class ChatMessageForViewers {
  constructor(
    private readonly conversations: ConversationsRepository,
    private readonly views: ChatMessageViews,
    private readonly queryBus: QueryBus,
  ) {}

  async of(messageId: number, viewerIds: number[]): Promise<(ChatMessageView | null)[]> {
    return this.viewsOf(await this.conversations.messageForEach(messageId, viewerIds), viewerIds);
  }

  /**
   * A message as it was just stored, to its sender and recipient: no one can have read it or had it
   * delivered yet, so no read mark is needed (a later mark reaches the app as its own event).
   */
  ofJustStored(row: MessageRow, viewerIds: number[]): Promise<(ChatMessageView | null)[]> {
    return this.viewsOf(
      viewerIds.map(() => ({ message: row, partnerReadUpTo: 0 })),
      viewerIds,
    );
  }

  private async viewsOf(
    found: ({ message: MessageRow; partnerReadUpTo: number } | null)[],
    viewerIds: number[],
  ): Promise<(ChatMessageView | null)[]> {
    const viewers = await Promise.all(
      viewerIds.map((id) => this.queryBus.execute(new GetCurrentAccountQuery(id))),
    );
    return Promise.all(
      viewerIds.map(async (viewerId, index) => {
        const message = found[index];
        const viewer = viewers[index];
        if (!message || !viewer) return null;
        const site = await this.queryBus.execute(new GetSiteSettingsByIdQuery(viewer.site_id));
        const [view] = await this.views.of(
          [message.message],
          viewerId,
          message.partnerReadUpTo,
          site,
          viewer.language,
        );
        return view ?? null;
      }),
    );
  }
}

/** A sent message as a member of its conversation sees it (a complaint's evidence, a web push). */
@QueryHandler(GetChatMessageQuery)
export class GetChatMessageHandler implements IQueryHandler<GetChatMessageQuery> {
  constructor(private readonly messages: ChatMessageForViewers) {}

  async execute({ messageId, viewerId }: GetChatMessageQuery): Promise<ChatMessageView | null> {
    const [view] = await this.messages.of(messageId, [viewerId]);
    return view ?? null;
  }
}

/** A sent message as each of several members sees it (the real-time gateway pushes it to both). */
@QueryHandler(GetChatMessageForEachQuery)
export class GetChatMessageForEachHandler implements IQueryHandler<GetChatMessageForEachQuery> {
  constructor(private readonly messages: ChatMessageForViewers) {}

  execute({ messageId, viewerIds }: GetChatMessageForEachQuery): Promise<(ChatMessageView | null)[]> {
    return this.messages.of(messageId, viewerIds);
  }
}
