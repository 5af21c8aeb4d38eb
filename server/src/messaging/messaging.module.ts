import { Module } from '@nestjs/common';
import { CountUnreadMessagesHandler } from './queries/count-unread-messages/count-unread-messages.handler';
import { MediaFiles } from '../shared/images/media-files';
import { ChatReadHttpController } from './commands/mark-chat-read/chat-read.http.controller';
import { MarkChatReadHandler } from './commands/mark-chat-read/mark-chat-read.handler';
import { MarkDeliveredHandler } from './commands/mark-delivered/mark-delivered.handler';
import { ChatHttpController } from './commands/remove-chat/chat.http.controller';
import { RemoveChatHandler } from './commands/remove-chat/remove-chat.handler';
import { MessageAbuseLimits } from './commands/send-message/abuse-limits';
import { MessageContentReader } from './commands/send-message/message-content.reader';
import { MessagesHttpController } from './commands/send-message/messages.http.controller';
import { SendMessageHandler } from './commands/send-message/send-message.handler';
import { ConversationsRepository } from './database/conversations.repository';
import { GiftsRepository } from './database/gifts.repository';
import { MessagesRepository } from './database/messages.repository';
import { EraseConversationsOnErasure, RemoveErasedChatPhotos } from './events/erase-conversations.handler';
import { ChatMessageViews } from './queries/get-chat-message/chat-message.views';
import { GetChatMessageHandler } from './queries/get-chat-message/get-chat-message.handler';
import { GetConversationPartnerHandler } from './queries/get-conversation-partner/get-conversation-partner.handler';
import { ChatProfilesReader } from './queries/list-chats/chat-profiles.reader';
import { ChatsHttpController } from './queries/list-chats/chats.http.controller';
import { ListChatsHandler } from './queries/list-chats/list-chats.handler';
import { ListMessagesHandler } from './queries/list-messages/list-messages.handler';
import { ListUnreadMessageIdsHandler } from './queries/list-unread-messages/list-unread-messages.handler';
import { UnreadMessagesReader } from './database/unread-messages.reader';
import { HasOpenSocketHandler } from './realtime/has-open-socket.handler';
import { GiftsHttpController } from './queries/list-gifts/gifts.http.controller';
import { ListGiftsHandler } from './queries/list-gifts/list-gifts.handler';

import {
  DropBannedMemberSockets,
  DropDeletedMemberSockets,
  PushMatchMade,
  PushMemberLiked,
  PushMessageSent,
  PushMessagesDelivered,
  PushMessagesRead,
} from './realtime/live-events.handlers';
import { RealtimeDelivery } from './realtime/realtime-delivery';
import { RealtimeGateway } from './realtime/realtime.gateway';
import { UnreadRemindersReader } from './database/unread-reminders.reader';
import { ListUnreadMessageRecipientsHandler } from './queries/list-unread-message-recipients/list-unread-message-recipients.handler';

/**
 * Conversations, paid messages (text, photo, gift), the gift catalogue, unread counts, and the real-time
 * gateway that pushes them (and likes and matches) to members.
 */
@Module({
  controllers: [
    MessagesHttpController,
    ChatsHttpController,
    ChatReadHttpController,
    ChatHttpController,
    GiftsHttpController,
  ],
  providers: [
    MessagesRepository,
    ConversationsRepository,
    GiftsRepository,
    MediaFiles,
    MessageAbuseLimits,
    MessageContentReader,
    ChatMessageViews,
    ChatProfilesReader,
    SendMessageHandler,
    MarkChatReadHandler,
    MarkDeliveredHandler,
    RemoveChatHandler,
    ListChatsHandler,
    CountUnreadMessagesHandler,
    ListMessagesHandler,
    GetChatMessageHandler,
    GetConversationPartnerHandler,
    ListGiftsHandler,
    EraseConversationsOnErasure,
    RemoveErasedChatPhotos,
    RealtimeDelivery,
    RealtimeGateway,
    PushMessageSent,
    PushMessagesRead,
    PushMessagesDelivered,
    PushMatchMade,
    PushMemberLiked,
    DropDeletedMemberSockets,
    DropBannedMemberSockets,
    UnreadMessagesReader,
    ListUnreadMessageIdsHandler,
    HasOpenSocketHandler,
    UnreadRemindersReader,
    ListUnreadMessageRecipientsHandler,
  ],
})
export class MessagingModule {}
