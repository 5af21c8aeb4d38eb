import { Command, Query } from '@nestjs/cqrs';
import type { AdminListPage, AdminListParams } from '../shared/admin-list/admin-list-params';
import type { AuditActor } from '../shared/audit/audit-trail';
import { registerOutboxEvents } from '../shared/outbox/outbox-events';
import type { GiftRecord } from './database/gift-admin.repository';

/** The public face of the messaging module: the commands, queries and events other modules may use. */

/** What a message carries. */
export type MessageKind = 'text' | 'photo' | 'gift';

/**
 * A message was stored and paid for (written through the outbox in the transaction that stores it): the
 * real-time gateway delivers it, notifications mail about it.
 */
export class MessageSent {
  constructor(
    readonly messageId: number,
    readonly conversationId: number,
    readonly senderId: number,
    readonly recipientId: number,
    readonly kind: MessageKind,
    /** The recipient's conversation started with this message. */
    readonly firstInConversation: boolean,
    readonly occurredAt: Date,
  ) {}
}

/** `readerId` has read every message `otherId` sent in the conversation up to `upToMessageId`. */
export class MessagesRead {
  constructor(
    readonly conversationId: number,
    readonly readerId: number,
    readonly otherId: number,
    readonly upToMessageId: number,
    readonly occurredAt: Date,
  ) {}
}

/**
 * Messages `senderId` sent in the conversation reached `recipientId`'s app for the first time (its socket
 * acknowledged them, or it fetched the conversation): the sender's copies show `delivered`.
 */
export class MessagesDelivered {
  constructor(
    readonly conversationId: number,
    readonly recipientId: number,
    readonly senderId: number,
    readonly messageIds: number[],
    readonly occurredAt: Date,
  ) {}
}

/**
 * Messaging's own: the erasure of `accountId`'s conversations committed, and with it the messages that
 * showed these photos (both members' files, named relative to MEDIA_DIR). Their files go from disk only
 * now, so a rolled-back erasure never leaves messages pointing at missing files.
 */
export class ChatPhotosErased {
  constructor(
    readonly accountId: number,
    readonly files: string[],
    readonly occurredAt: Date,
  ) {}
}

/**
 * The photo of message `messageId` got its safety score: the recipient's copy shows it blurred or not
 * from now on (until then it was blurred), so their open chat is given the message again.
 */
export class ChatPhotoScored {
  constructor(
    readonly messageId: number,
    readonly conversationId: number,
    readonly recipientId: number,
    readonly score: number,
    readonly occurredAt: Date,
  ) {}
}

registerOutboxEvents(MessageSent, MessagesRead, MessagesDelivered, ChatPhotosErased, ChatPhotoScored);

/** One message as a member of its conversation sees it (the JSON of ChatMessage in docs/api.md). */
export interface ChatMessageView {
  id: number;
  client_id: string | null;
  kind: MessageKind;
  text: string;
  photo: { url: string; thumb_url: string; blurred: boolean } | null;
  gift: { id: number; name: string; image: string } | null;
  at: string;
  mine: boolean;
  status: 'sent' | 'delivered' | 'read';
}

/** The message as `viewerId` sees it; null when it is not theirs to see (not in their conversation, not stored). */
export class GetChatMessageQuery extends Query<ChatMessageView | null> {
  constructor(
    readonly messageId: number,
    readonly viewerId: number,
  ) {
    super();
  }
}

/** The message as each of `viewerIds` sees it, in their order (null where it is not theirs to see). */
export class GetChatMessageForEachQuery extends Query<(ChatMessageView | null)[]> {
  constructor(
    readonly messageId: number,
    readonly viewerIds: number[],
  ) {
    super();
  }
}

/** The other member of the conversation when `memberId` is in it; null otherwise. */
export class GetConversationPartnerQuery extends Query<number | null> {
  constructor(
    readonly conversationId: number,
    readonly memberId: number,
  ) {
    super();
  }
}

/**
 * Whether `memberId` and `partnerId` have a conversation (whichever side removed it from their list):
 * each knows the other from it, so blocking and complaints accept such a partner in invisible mode.
 */
export class HasConversationQuery extends Query<boolean> {
  constructor(
    readonly memberId: number,
    readonly partnerId: number,
  ) {
    super();
  }
}

/** Which of these messages to `memberId` they have not read yet (sent ones only), in id order. */
export class ListUnreadMessageIdsQuery extends Query<number[]> {
  constructor(
    readonly memberId: number,
    readonly messageIds: number[],
  ) {
    super();
  }
}

/** Whether the member has a real-time socket open on any instance (the app open in some tab). */
export class HasOpenSocketQuery extends Query<boolean> {
  constructor(readonly memberId: number) {
    super();
  }
}
export { ListUnreadMessageRecipientsQuery } from './queries/list-unread-message-recipients/list-unread-message-recipients.query';
export type { UnreadMessageRecipient } from './queries/list-unread-message-recipients/list-unread-message-recipients.query';
export { CountUnreadMessagesQuery } from './queries/count-unread-messages/count-unread-messages.query';

// ── Operators' gift catalogue (issue 14 §2) ────────────────────────────────────────────────────────────

export type { GiftRecord as GiftAdminRecord };

/** Every site's gifts, offered or not. Filters: `id`, `site_id`, `active`, `q` (slug or a name). */
export class ListGiftsAdminQuery extends Query<AdminListPage<GiftRecord>> {
  constructor(readonly params: AdminListParams) {
    super();
  }
}

/** The console's body (400 `invalid_field`, 409 `slug_taken`); audited as `gifts.create`. */
export class CreateGiftCommand extends Command<GiftRecord> {
  constructor(
    readonly body: unknown,
    readonly actor: AuditActor,
  ) {
    super();
  }
}

/**
 * A gift's image uploaded in the console: re-encoded as PNG (at most 512 px a side, nothing of the upload
 * kept) and stored under the media folder; answers the `image` path a gift then names. 400
 * `photo_invalid` for anything but a JPEG, PNG or WebP image.
 */
export class UploadGiftImageCommand extends Command<{ image: string }> {
  constructor(readonly file: Buffer) {
    super();
  }
}

/** Audited as `gifts.update`. */
export class UpdateGiftCommand extends Command<GiftRecord> {
  constructor(
    readonly id: number,
    readonly body: unknown,
    readonly actor: AuditActor,
  ) {
    super();
  }
}
/** The member's part of their data export (compliance's data export gathers every module's). */
export { ExportMessagesDataQuery } from './queries/export-messages-data/export-messages-data.query';
// ── Conversations of fictional profiles, for the chat agents of the admin console (issue 14 §4) ──────
export { ListFictionalConversationsQuery } from './queries/list-fictional-conversations/list-fictional-conversations.query';
export { FictionalConversationRow } from './queries/list-fictional-conversations/fictional-conversation-row.response';
export { GetFictionalConversationQuery } from './queries/get-fictional-conversation/get-fictional-conversation.query';
export {
  FictionalClaimView,
  FictionalConversationView,
  FictionalMessage,
  FictionalSide,
} from './queries/get-fictional-conversation/fictional-conversation.response';
export {
  ClaimFictionalConversationCommand,
  ReleaseFictionalConversationCommand,
} from './commands/claim-fictional-conversation/claim-fictional-conversation.command';
export { ReplyAsFictionalCommand } from './commands/reply-as-fictional/reply-as-fictional.command';
export type { FictionalReply } from './commands/reply-as-fictional/reply-as-fictional.command';
export { UpdateFictionalNotesCommand } from './commands/update-fictional-notes/update-fictional-notes.command';
export { CLAIM_MS, NOTES_MAX_LENGTH } from './domain/fictional-rules';
