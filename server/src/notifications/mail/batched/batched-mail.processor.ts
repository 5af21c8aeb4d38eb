import { Process, Processor } from '@nestjs/bull';
import { Inject } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Job } from 'bull';
import { ListUnreadMessageIdsQuery } from '../../../messaging/messaging.contracts';
import { GetChatCardsQuery, GetMemberCardsQuery } from '../../../profiles/profiles.contracts';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { QUEUES } from '../../../shared/queues/queue-names';
import { type MailItem, NotificationMailsRepository } from '../../database/notification-mails.repository';
import { GetNotificationPreferencesQuery, type NotificationPreferences } from '../../notifications.contracts';
import { NotifyByMailCommand } from '../notify-by-mail.command';
import { MemberPresence } from '../presence/member-presence';
import { BATCHED_MAIL_JOB, type BatchedMailJob, BatchedMails } from './batched-mails';

/** How long mailed items are kept (see NotificationMailsRepository.pruneClaimed). */
const KEEP_CLAIMED_MS = 30 * 24 * 60 * 60 * 1000;

export interface BatchedMailOutcome {
  items: number;
  mailed: boolean;
  /** Why nothing went out, when nothing did. */
  skipped?: 'nothing' | 'never' | 'in_app' | 'read' | 'switched_off';
}

/**
 * Runs a member's batched mail about messages or likes: claims what came in (a retry of the job claims
 * the same items), leaves out what no longer applies (messages read meanwhile, members no longer
 * reachable, types switched off), and sends one mail through NotifyByMailCommand under the job's id, so
 * the job, retried or run twice, mails once.
 */
@Processor(QUEUES.notificationMail)
export class BatchedMailProcessor {
  constructor(
    private readonly mails: NotificationMailsRepository,
    private readonly batches: BatchedMails,
    private readonly presence: MemberPresence,
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Process(BATCHED_MAIL_JOB)
  async run(job: Job<BatchedMailJob>): Promise<BatchedMailOutcome> {
    const { memberId, category } = job.data;
    const jobId = String(job.id);
    await this.batches.started(memberId, category, jobId);
    const items = await this.mails.claimItems(memberId, category, jobId);
    const outcome: BatchedMailOutcome = items.length
      ? await this.mail(memberId, category, items, `batch:${jobId}`)
      : { items: 0, mailed: false, skipped: 'nothing' };
    await this.mails.pruneClaimed(memberId, new Date(this.clock.now().getTime() - KEEP_CLAIMED_MS));
    return outcome;
  }

  private async mail(
    memberId: number,
    category: BatchedMailJob['category'],
    items: MailItem[],
    dedupeKey: string,
  ): Promise<BatchedMailOutcome> {
    const preferences = await this.queryBus.execute(new GetNotificationPreferencesQuery(memberId));
    const frequency = preferences?.frequency[category === 'messages' ? 'messages' : 'likes'];
    if (!preferences || frequency === 'never')
      return { items: items.length, mailed: false, skipped: 'never' };
    return category === 'messages'
      ? this.mailMessages(memberId, preferences, items, dedupeKey)
      : this.mailLikes(memberId, items, dedupeKey);
  }

  private async mailMessages(
    memberId: number,
    preferences: NotificationPreferences,
    items: MailItem[],
    dedupeKey: string,
  ): Promise<BatchedMailOutcome> {
    const skipped = (reason: BatchedMailOutcome['skipped']) => ({
      items: items.length,
      mailed: false,
      skipped: reason,
    });
    if (await this.presence.inApp(memberId)) return skipped('in_app');
    const unread = new Set(
      await this.queryBus.execute(
        new ListUnreadMessageIdsQuery(
          memberId,
          items.map((item) => item.ref),
        ),
      ),
    );
    const bySender = new Map<number, { count: number; first: boolean }>();
    for (const item of items) {
      if (!unread.has(item.ref)) continue;
      const sender = bySender.get(item.otherMemberId) ?? { count: 0, first: false };
      sender.count++;
      sender.first ||= item.kind === 'first_message';
      bySender.set(item.otherMemberId, sender);
    }
    if (!bySender.size) return skipped('read');
    const wanted = [...bySender].filter(
      ([, sender]) => preferences.email[sender.first ? 'new_conversations' : 'new_messages'],
    );
    const cards = await this.queryBus.execute(
      new GetChatCardsQuery(
        memberId,
        wanted.map(([id]) => id),
      ),
    );
    const senders = cards.map((card) => ({ id: card.id, name: card.name, ...bySender.get(card.id)! }));
    if (!senders.length) return skipped('switched_off');
    const newConversations = senders.some((sender) => sender.first);
    const { queued } = await this.commandBus.execute(
      new NotifyByMailCommand(
        memberId,
        newConversations ? 'new_conversations' : 'new_messages',
        'chat-messages',
        { newConversations, senders: senders.map(({ name, count }) => ({ name, count })) },
        dedupeKey,
      ),
    );
    return { items: items.length, mailed: queued };
  }

  private async mailLikes(
    memberId: number,
    items: MailItem[],
    dedupeKey: string,
  ): Promise<BatchedMailOutcome> {
    const matched = new Map<number, boolean>();
    for (const item of items)
      matched.set(item.otherMemberId, (matched.get(item.otherMemberId) ?? false) || item.kind === 'match');
    const cards = await this.queryBus.execute(new GetMemberCardsQuery(memberId, [...matched.keys()]));
    if (!cards.length) return { items: items.length, mailed: false, skipped: 'switched_off' };
    const { queued } = await this.commandBus.execute(
      new NotifyByMailCommand(
        memberId,
        'like',
        'likes',
        { likes: cards.map((card) => ({ name: card.name, match: matched.get(card.id) ?? false })) },
        dedupeKey,
      ),
    );
    return { items: items.length, mailed: queued };
  }
}
