import { Module } from '@nestjs/common';
import { ChatTotalsHttpController } from './queries/count-unread-messages/chat-totals.http.controller';
import { CountUnreadMessagesHandler } from './queries/count-unread-messages/count-unread-messages.handler';
import { ListedSidesReader } from './database/listed-sides.reader';
import { MediaFiles } from '../shared/images/media-files';
import { SafetyClassifier } from '../shared/images/safety-classifier';
import { ChatPhotoScoresRepository } from './database/chat-photo-scores.repository';
import { ScoreChatPhotoProcessor } from './jobs/score-chat-photo.processor';
import { RescoreChatPhotos } from './jobs/rescore-chat-photos';
import { ScheduledRuns } from '../shared/scheduling/scheduled-runs';
import { ChatReadHttpController } from './commands/mark-chat-read/chat-read.http.controller';
import { MarkChatReadHandler } from './commands/mark-chat-read/mark-chat-read.handler';
import { MarkDeliveredHandler } from './commands/mark-delivered/mark-delivered.handler';
import { ChatHttpController } from './commands/remove-chat/chat.http.controller';
import { RemoveChatHandler } from './commands/remove-chat/remove-chat.handler';
import { MessageAbuseLimits } from './commands/send-message/abuse-limits';
import { MessageContentReader } from './commands/send-message/message-content.reader';
import { MessagesHttpController } from './commands/send-message/messages.http.controller';
import { ConversationPartners } from './commands/send-message/conversation-partners';
import { SendMessageHandler } from './commands/send-message/send-message.handler';
import { ConversationsRepository } from './database/conversations.repository';
import { GiftsRepository } from './database/gifts.repository';
import { MessagesRepository } from './database/messages.repository';
import { SentMessageSnapshots } from './database/sent-message-snapshots';
import { EraseConversationsOnErasure, RemoveErasedChatPhotos } from './events/erase-conversations.handler';
import { ChatMessageViews } from './queries/get-chat-message/chat-message.views';
import {
  ChatMessageForViewers,
  GetChatMessageForEachHandler,
  GetChatMessageHandler,
} from './queries/get-chat-message/get-chat-message.handler';
import { GetConversationPartnerHandler } from './queries/get-conversation-partner/get-conversation-partner.handler';
import { HasConversationHandler } from './queries/has-conversation/has-conversation.handler';
import { ChatProfilesReader } from './queries/list-chats/chat-profiles.reader';
import { ChatsHttpController } from './queries/list-chats/chats.http.controller';
import { ListChatsHandler } from './queries/list-chats/list-chats.handler';
import { ListMessagesHandler } from './queries/list-messages/list-messages.handler';
import { ListUnreadMessageIdsHandler } from './queries/list-unread-messages/list-unread-messages.handler';
import { UnreadMessagesReader } from './database/unread-messages.reader';
import { HasOpenSocketHandler } from './realtime/has-open-socket.handler';
import { GiftsHttpController } from './queries/list-gifts/gifts.http.controller';
import { ListGiftsHandler } from './queries/list-gifts/list-gifts.handler';
import { FictionalConversationsRepository } from './database/fictional-conversations.repository';
import { FictionalPairs } from './queries/get-fictional-conversation/fictional-pairs';
import { ListFictionalConversationsHandler } from './queries/list-fictional-conversations/list-fictional-conversations.handler';
import { GetFictionalConversationHandler } from './queries/get-fictional-conversation/get-fictional-conversation.handler';
import {
  ClaimFictionalConversationHandler,
  ReleaseFictionalConversationHandler,
} from './commands/claim-fictional-conversation/claim-fictional-conversation.handler';
import { ReplyAsFictionalHandler } from './commands/reply-as-fictional/reply-as-fictional.handler';
import { UpdateFictionalNotesHandler } from './commands/update-fictional-notes/update-fictional-notes.handler';

import {
  DropBannedMemberSockets,
  PushChatPhotoScored,
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
import { GiftAdminRepository } from './database/gift-admin.repository';
import { CreateGiftHandler, UpdateGiftHandler } from './commands/gift-catalogue/gift.handlers';
import { UploadGiftImageHandler } from './commands/gift-catalogue/upload-gift-image.handler';
import { ListGiftsAdminHandler } from './queries/admin/list-gifts-admin.handler';
import { ExportMessagesDataHandler } from './queries/export-messages-data/export-messages-data.handler';
import { MessagesDataExportReader } from './database/messages-data-export';

/**
 * Conversations, paid messages (text, photo, gift), the gift catalogue, unread counts, and the real-time
 * gateway that pushes them (and likes and matches) to members.
 */
@Module({
  controllers: [
    MessagesHttpController,
    ChatsHttpController,
    ChatTotalsHttpController,
    ChatReadHttpController,
    ChatHttpController,
    GiftsHttpController,
  ],
  providers: [
    MessagesRepository,
    ConversationsRepository,
    GiftsRepository,
    GiftAdminRepository,
    CreateGiftHandler,
    UploadGiftImageHandler,
    UpdateGiftHandler,
    ListGiftsAdminHandler,
    ExportMessagesDataHandler,
    MessagesDataExportReader,
    MediaFiles,
    SafetyClassifier,
    ChatPhotoScoresRepository,
    ScoreChatPhotoProcessor,
    RescoreChatPhotos,
    ScheduledRuns,
    MessageAbuseLimits,
    MessageContentReader,
    ChatMessageViews,
    ChatProfilesReader,
    ListedSidesReader,
    SendMessageHandler,
    ConversationPartners,
    MarkChatReadHandler,
    MarkDeliveredHandler,
    RemoveChatHandler,
    ListChatsHandler,
    CountUnreadMessagesHandler,
    ListMessagesHandler,
    ChatMessageForViewers,
    SentMessageSnapshots,
    GetChatMessageHandler,
    GetChatMessageForEachHandler,
    GetConversationPartnerHandler,
    HasConversationHandler,
    ListGiftsHandler,
    EraseConversationsOnErasure,
    RemoveErasedChatPhotos,
    RealtimeDelivery,
    RealtimeGateway,
    PushMessageSent,
    PushChatPhotoScored,
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
    FictionalConversationsRepository,
    FictionalPairs,
    ListFictionalConversationsHandler,
    GetFictionalConversationHandler,
    ClaimFictionalConversationHandler,
    ReleaseFictionalConversationHandler,
    ReplyAsFictionalHandler,
    UpdateFictionalNotesHandler,
  ],
})
export class MessagingModule {}
