import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetMemberStatusQuery } from '../../../identity/identity.contracts';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { ApiError } from '../../../shared/errors/api-error';
import { GetSiteSettingsByIdQuery } from '../../../site/site.contracts';
import { ConversationsRepository } from '../../database/conversations.repository';
import { MESSAGES_PER_PAGE, retentionCutoff } from '../../domain/messaging-rules';
import { ChatMessageViews } from '../get-chat-message/chat-message.views';
import { ChatProfilesReader } from '../list-chats/chat-profiles.reader';
import { ListMessagesQuery } from './list-messages.query';
import type { MessagesResponse } from './messages.response';

@QueryHandler(ListMessagesQuery)
export class ListMessagesHandler implements IQueryHandler<ListMessagesQuery> {
  constructor(
    private readonly conversations: ConversationsRepository,
    private readonly profiles: ChatProfilesReader,
    private readonly views: ChatMessageViews,
    private readonly queryBus: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ memberId, target, before, locale }: ListMessagesQuery): Promise<MessagesResponse> {
    const side =
      'conversationId' in target
        ? await this.conversations.side(memberId, target.conversationId)
        : await this.conversations.sideWith(memberId, target.memberId);
    if (!side && 'conversationId' in target) {
      throw ApiError.notFound('conversation_not_found', 'messaging.conversation_not_found');
    }
    const partnerId = side ? side.partner_id : (target as { memberId: number }).memberId;
    const profile = (await this.profiles.of(memberId, [partnerId], !side)).get(partnerId);
    if (!profile) {
      if (side) throw ApiError.notFound('conversation_not_found', 'messaging.conversation_not_found');
      throw ApiError.notFound('member_not_found', 'profiles.member_not_found');
    }
    if (!side)
      return { conversation: null, profile, messages: [], has_older: false, older_hidden: false, unread: 0 };

    const member = await this.queryBus.execute(new GetMemberStatusQuery(memberId));
    if (!member) throw ApiError.authenticationRequired();
    const site = await this.queryBus.execute(new GetSiteSettingsByIdQuery(member.siteId));
    const since = retentionCutoff(this.clock.now(), site.messageRetentionDays);
    const page = await this.conversations.page(side, before, since, MESSAGES_PER_PAGE);
    // The page reached the member's app: the partner's messages in it show delivered to the partner.
    const undelivered = page.messages.filter((row) => row.sender_id !== memberId && !row.delivered_at);
    await this.conversations.markDelivered(
      memberId,
      undelivered.map((row) => row.id),
    );
    const messages = await this.views.of(
      [...page.messages].reverse(),
      memberId,
      side.partner_read_up_to,
      site,
      locale,
    );
    return {
      conversation: { id: side.conversation_id },
      profile,
      messages,
      has_older: page.hasOlder,
      older_hidden: page.olderHidden,
      unread: before === null ? side.unread : 0,
    };
  }
}
