import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { AccountErased } from '../../../identity/identity.contracts';
import { MatchMade, MemberLiked } from '../../../matching/matching.contracts';
import { MessageSent, MessagesRead } from '../../../messaging/messaging.contracts';
import {
  HandlesOutboxEvent,
  type OutboxDelivery,
  type OutboxEventHandler,
} from '../../../shared/outbox/outbox-handler';
import { MailItemNotes } from '../../database/mail-item-notes';
import {
  categoryOf,
  type MailItem,
  NotificationMailsRepository,
} from '../../database/notification-mails.repository';
import { type EmailNotificationType, GetNotificationPreferencesQuery } from '../../notifications.contracts';
import { BatchedMails } from '../batched/batched-mails';
import { MemberPresence } from '../presence/member-presence';

/*
 * The outbox handlers behind the mails about messages, likes and matches. Each notes an item for the
 * member's next batched mail (once per event, by the item's unique key) and makes sure that mail's
 * job is waiting; the job decides at run time what still deserves a mail.
 */

const TYPE_OF: Record<MailItem['kind'], EmailNotificationType> = {
  first_message: 'new_conversations',
  message: 'new_messages',
  like: 'like',
  match: 'like',
};

/** Notes an item for a member's batched mail unless their preferences say no mail will come of it. */
@Injectable()
export class MailItems {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly batches: BatchedMails,
    private readonly notes: MailItemNotes,
  ) {}

  async add(memberId: number, item: Omit<MailItem, 'id'>, at: Date): Promise<void> {
    // Cached: this runs for every message, like and match; the mail's job reads them fresh when it runs.
    const preferences = await this.queryBus.execute(new GetNotificationPreferencesQuery(memberId, true));
    if (!preferences?.emailAddress || preferences.notificationsDisabled.length) return;
    if (!preferences.email[TYPE_OF[item.kind]]) return;
    const category = categoryOf(item.kind);
    const frequency = preferences.frequency[category === 'messages' ? 'messages' : 'likes'];
    if (frequency === 'never') return;
    if (await this.notes.note(memberId, item, at)) await this.batches.schedule(memberId, category, frequency);
  }
}

/** A message: the recipient may get a mail about it; the sender is evidently in the app. */
@HandlesOutboxEvent(MessageSent, { afterAnswer: true })
export class MailAboutMessage implements OutboxEventHandler<MessageSent> {
  constructor(
    private readonly items: MailItems,
    private readonly presence: MemberPresence,
  ) {}

  async handle(event: MessageSent): Promise<void> {
    await this.presence.seen(event.senderId);
    const kind = event.firstInConversation ? 'first_message' : 'message';
    await this.items.add(
      event.recipientId,
      { kind, otherMemberId: event.senderId, ref: event.messageId },
      new Date(event.occurredAt),
    );
  }
}

/** The reader is in the app: an older page-hidden beacon no longer counts. */
@HandlesOutboxEvent(MessagesRead, { afterAnswer: true })
export class MarkReaderSeen implements OutboxEventHandler<MessagesRead> {
  constructor(private readonly presence: MemberPresence) {}

  handle(event: MessagesRead): Promise<void> {
    return this.presence.seen(event.readerId);
  }
}

/** A new like: the liked member may get a mail about it. */
@HandlesOutboxEvent(MemberLiked, { afterAnswer: true })
export class MailAboutLike implements OutboxEventHandler<MemberLiked> {
  constructor(private readonly items: MailItems) {}

  handle(event: MemberLiked): Promise<void> {
    return this.items.add(
      event.likedId,
      { kind: 'like', otherMemberId: event.likerId, ref: 0 },
      new Date(event.occurredAt),
    );
  }
}

/**
 * A match: the member liked first learns it (the one whose like made it is in the app and saw it); in
 * the same batch as that like, the mail names it a match once.
 */
@HandlesOutboxEvent(MatchMade, { afterAnswer: true })
export class MailAboutMatch implements OutboxEventHandler<MatchMade> {
  constructor(private readonly items: MailItems) {}

  handle(event: MatchMade): Promise<void> {
    return this.items.add(
      event.likedId,
      { kind: 'match', otherMemberId: event.likerId, ref: 0 },
      new Date(event.occurredAt),
    );
  }
}

/** An erased member leaves no mail items or keys behind. */
@HandlesOutboxEvent(AccountErased)
export class EraseMailRecords implements OutboxEventHandler<AccountErased> {
  handle(event: AccountErased, { manager }: OutboxDelivery): Promise<void> {
    return NotificationMailsRepository.eraseMember(manager, event.accountId);
  }
}
