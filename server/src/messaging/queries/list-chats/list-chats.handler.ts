import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetMemberStatusQuery } from '../../../identity/identity.contracts';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { ApiError } from '../../../shared/errors/api-error';
import { GetSiteSettingsByIdQuery } from '../../../site/site.contracts';
import { ConversationsRepository } from '../../database/conversations.repository';
import { GiftsRepository } from '../../database/gifts.repository';
import { CHATS_LISTED, retentionCutoff } from '../../domain/messaging-rules';
import { giftName } from '../get-chat-message/chat-message.views';
import { CountUnreadMessagesQuery } from '../count-unread-messages/count-unread-messages.query';
import { ChatProfilesReader } from './chat-profiles.reader';
import type { ChatsResponse, ChatSummary } from './chats.response';
import { ListChatsQuery } from './list-chats.query';

@QueryHandler(ListChatsQuery)
export class ListChatsHandler implements IQueryHandler<ListChatsQuery> {
  constructor(
    private readonly conversations: ConversationsRepository,
    private readonly profiles: ChatProfilesReader,
    private readonly gifts: GiftsRepository,
    private readonly queryBus: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ memberId, locale }: ListChatsQuery): Promise<ChatsResponse> {
    const member = await this.queryBus.execute(new GetMemberStatusQuery(memberId));
    if (!member) throw ApiError.authenticationRequired();
    const site = await this.queryBus.execute(new GetSiteSettingsByIdQuery(member.siteId));
    const rows = await this.conversations.chats(
      memberId,
      retentionCutoff(this.clock.now(), site.messageRetentionDays),
      CHATS_LISTED,
    );
    const profiles = await this.profiles.of(
      memberId,
      rows.map((row) => row.partner_id),
    );
    // A gift's last message reads as its name in the member's language, as the conversation's bubble does.
    const giftIds = new Set(
      rows.flatMap((row) => (row.last_message?.gift_id ? [row.last_message.gift_id] : [])),
    );
    const gifts = new Map((await this.gifts.byIds([...giftIds])).map((gift) => [gift.id, gift]));
    // A conversation with a member who blocked, was blocked or left is not listed.
    const chats = rows.flatMap((row): ChatSummary[] => {
      const profile = profiles.get(row.partner_id);
      if (!profile) return [];
      const last = row.last_message;
      return [
        {
          conversation: { id: row.conversation_id },
          profile,
          num_unread_messages: row.unread,
          last_message: last && {
            text: last.kind === 'gift' ? giftTextOf(gifts.get(last.gift_id ?? 0), locale) : last.text,
            kind: last.kind,
            at: (last.sent_at ?? last.created_at).toISOString(),
            mine: last.sender_id === memberId,
          },
        },
      ];
    });
    // Under the limit the list holds every chat, and its count is the badge's; at the limit older chats
    // may hold unread messages too, which the badge's count (CountUnreadMessagesQuery) reaches.
    const unread =
      rows.length < CHATS_LISTED
        ? chats.reduce((sum, chat) => sum + chat.num_unread_messages, 0)
        : await this.queryBus.execute(new CountUnreadMessagesQuery(memberId));
    return { chats, unread };
  }
}

/** The last message's text of a gift: its name in `locale`, '' when the gift is unknown. */
function giftTextOf(gift: { names: Record<string, string> } | undefined, locale: string): string {
  return gift ? giftName(gift, locale) : '';
}
