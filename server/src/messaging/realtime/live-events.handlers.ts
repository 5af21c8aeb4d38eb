import { QueryBus } from '@nestjs/cqrs';
import { AccountDeleted, MemberBanned } from '../../identity/identity.contracts';
import { MatchMade, MemberLiked } from '../../matching/matching.contracts';
import { GetMemberCardsQuery } from '../../profiles/profiles.contracts';
import {
  HandlesOutboxEvent,
  type OutboxDelivery,
  type OutboxEventHandler,
} from '../../shared/outbox/outbox-handler';
import {
  ChatPhotoScored,
  GetChatMessageForEachQuery,
  GetChatMessageQuery,
  MessageSent,
  MessagesDelivered,
  MessagesRead,
} from '../messaging.contracts';
import { SentMessageSnapshots } from '../database/sent-message-snapshots';
import { ChatMessageForViewers } from '../queries/get-chat-message/get-chat-message.handler';
import { memberRoom, RealtimeDelivery } from './realtime-delivery';

/*
 * The outbox handlers that push events to members' sockets. Each send happens once per event id (see
 * RealtimeDelivery.toMember); a send that cannot reach Redis throws, and the outbox retries it.
 */

/** `message`: the message as `memberId` sees it (nothing once they no longer see it: removed, erased). */
async function pushMessage(
  realtime: RealtimeDelivery,
  queryBus: QueryBus,
  delivery: OutboxDelivery,
  memberId: number,
  { messageId, conversationId }: { messageId: number; conversationId: number },
): Promise<void> {
  const message = await queryBus.execute(new GetChatMessageQuery(messageId, memberId));
  if (message)
    await realtime.toMember(delivery, memberId, 'message', { conversation_id: conversationId, message });
}

/** A new message: to the recipient as they see it, and to the sender's other tabs as the sender sees it. */
@HandlesOutboxEvent(MessageSent, { afterAnswer: true, live: true })
export class PushMessageSent implements OutboxEventHandler<MessageSent> {
  constructor(
    private readonly realtime: RealtimeDelivery,
    private readonly queryBus: QueryBus,
    private readonly snapshots: SentMessageSnapshots,
    private readonly messages: ChatMessageForViewers,
  ) {}

  async handle(event: MessageSent, delivery: OutboxDelivery): Promise<void> {
    const members = [event.recipientId, event.senderId];
    // The writer's own first run has the row it stored; a later run reads what the message is now.
    const stored = delivery.firstRun ? this.snapshots.of(event) : undefined;
    const views = stored
      ? await this.messages.ofJustStored(stored, members)
      : await this.queryBus.execute(new GetChatMessageForEachQuery(event.messageId, members));
    // Both at once: their Redis commands then share a write (each is marked done on its own).
    await Promise.all(
      members.map((memberId, index) => {
        const message = views[index];
        return message
          ? this.realtime.toMember(delivery, memberId, 'message', {
              conversation_id: event.conversationId,
              message,
            })
          : undefined;
      }),
    );
  }
}

/**
 * A photo got its safety score: the recipient's copy (blurred until then) is pushed again, shown clear
 * or still blurred by the score; the app replaces the message it holds.
 */
@HandlesOutboxEvent(ChatPhotoScored, { afterAnswer: true, live: true })
export class PushChatPhotoScored implements OutboxEventHandler<ChatPhotoScored> {
  constructor(
    private readonly realtime: RealtimeDelivery,
    private readonly queryBus: QueryBus,
  ) {}

  handle(event: ChatPhotoScored, delivery: OutboxDelivery): Promise<void> {
    return pushMessage(this.realtime, this.queryBus, delivery, event.recipientId, event);
  }
}

/** The other member sees their messages read up to `up_to`. */
@HandlesOutboxEvent(MessagesRead, { afterAnswer: true, live: true })
export class PushMessagesRead implements OutboxEventHandler<MessagesRead> {
  constructor(private readonly realtime: RealtimeDelivery) {}

  async handle(event: MessagesRead, delivery: OutboxDelivery): Promise<void> {
    await this.realtime.toMember(delivery, event.otherId, 'read', {
      conversation_id: event.conversationId,
      reader_id: event.readerId,
      up_to: event.upToMessageId,
    });
  }
}

/** The sender sees these messages delivered (they reached the recipient's app). */
@HandlesOutboxEvent(MessagesDelivered, { afterAnswer: true, live: true })
export class PushMessagesDelivered implements OutboxEventHandler<MessagesDelivered> {
  constructor(private readonly realtime: RealtimeDelivery) {}

  async handle(event: MessagesDelivered, delivery: OutboxDelivery): Promise<void> {
    await this.realtime.toMember(delivery, event.senderId, 'delivered', {
      conversation_id: event.conversationId,
      message_ids: event.messageIds,
    });
  }
}

/**
 * Whether `viewerId` may learn of `memberId` now: the member card rules (same site, not invisible, blocked
 * or deleted), as likes.php and the push notifications apply them.
 */
async function sees(queryBus: QueryBus, viewerId: number, memberId: number): Promise<boolean> {
  return (await queryBus.execute(new GetMemberCardsQuery(viewerId, [memberId]))).length > 0;
}

/** Both members of a new match learn it, each with the other's id (while they may see each other). */
@HandlesOutboxEvent(MatchMade, { afterAnswer: true, live: true })
export class PushMatchMade implements OutboxEventHandler<MatchMade> {
  constructor(
    private readonly realtime: RealtimeDelivery,
    private readonly queryBus: QueryBus,
  ) {}

  async handle(event: MatchMade, delivery: OutboxDelivery): Promise<void> {
    if (await sees(this.queryBus, event.likedId, event.likerId))
      await this.realtime.toMember(delivery, event.likedId, 'match', { member_id: event.likerId });
    if (await sees(this.queryBus, event.likerId, event.likedId))
      await this.realtime.toMember(delivery, event.likerId, 'match', { member_id: event.likedId });
  }
}

/** The liked member learns who liked them, unless the liker is hidden from them (invisible mode). */
@HandlesOutboxEvent(MemberLiked, { afterAnswer: true, live: true })
export class PushMemberLiked implements OutboxEventHandler<MemberLiked> {
  constructor(
    private readonly realtime: RealtimeDelivery,
    private readonly queryBus: QueryBus,
  ) {}

  async handle(event: MemberLiked, delivery: OutboxDelivery): Promise<void> {
    if (!(await sees(this.queryBus, event.likedId, event.likerId))) return;
    await this.realtime.toMember(delivery, event.likedId, 'like', { member_id: event.likerId });
  }
}

/** A deleted member's sockets close on every instance (their sessions ended with the deletion). */
@HandlesOutboxEvent(AccountDeleted)
export class DropDeletedMemberSockets implements OutboxEventHandler<AccountDeleted> {
  constructor(private readonly realtime: RealtimeDelivery) {}

  handle(event: AccountDeleted): Promise<void> {
    this.realtime.disconnect(memberRoom(event.accountId));
    return Promise.resolve();
  }
}

/**
 * A banned member's sockets close on every instance (their sessions ended with the ban); the app then
 * asks user.php, which answers account_banned, and shows /pages/ban.
 */
@HandlesOutboxEvent(MemberBanned)
export class DropBannedMemberSockets implements OutboxEventHandler<MemberBanned> {
  constructor(private readonly realtime: RealtimeDelivery) {}

  handle(event: MemberBanned): Promise<void> {
    this.realtime.disconnect(memberRoom(event.accountId));
    return Promise.resolve();
  }
}
