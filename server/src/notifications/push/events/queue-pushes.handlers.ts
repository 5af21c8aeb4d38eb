import { InjectQueue } from '@nestjs/bull';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bull';
import { AccountErased } from '../../../identity/identity.contracts';
import { MatchMade, MemberLiked } from '../../../matching/matching.contracts';
import { MessageSent } from '../../../messaging/messaging.contracts';
import { ErasesAccountRows } from '../../../shared/outbox/account-erasure';
import {
  HandlesOutboxEvent,
  type OutboxDelivery,
  type OutboxEventHandler,
} from '../../../shared/outbox/outbox-handler';
import { QUEUES } from '../../../shared/queues/queue-names';
import { erasePushRowsOf, PushSubscriptionsRepository } from '../database/push-subscriptions.repository';
import { PUSH_JOB_OPTIONS, type PushJob, SEND_PUSH_JOB } from '../jobs/push-job';

/*
 * The outbox handlers that turn events into push jobs. A job's id is its notification (`<kind>:<event
 * id>:<member>`), so a delivery retried after it queued the job queues nothing new; the job itself marks
 * each device it reached (push_sends), so a retried job never pushes a device twice.
 */

/**
 * Queues a push job once (Bull keeps one job per id), for a member with a device switched on: most have
 * none, and a job costs a dozen Redis round trips where this check is one query.
 */
@Injectable()
export class PushQueue {
  constructor(
    @InjectQueue(QUEUES.push) private readonly pushes: Queue,
    private readonly subscriptions: PushSubscriptionsRepository,
  ) {}

  async add(job: PushJob): Promise<void> {
    if (!(await this.subscriptions.hasTargets(job.memberId))) return;
    await this.pushes.add(SEND_PUSH_JOB, job, { ...PUSH_JOB_OPTIONS, jobId: job.notification });
  }
}

/** A new message: its recipient gets a push. */
@HandlesOutboxEvent(MessageSent, { afterAnswer: true })
export class QueueMessagePush implements OutboxEventHandler<MessageSent> {
  constructor(private readonly pushes: PushQueue) {}

  async handle(event: MessageSent, { eventId }: OutboxDelivery): Promise<void> {
    await this.pushes.add({
      kind: 'message',
      notification: `message:${eventId}:${event.recipientId}`,
      memberId: event.recipientId,
      senderId: event.senderId,
      conversationId: event.conversationId,
      messageId: event.messageId,
      messageKind: event.kind,
    });
  }
}

/** A new like: the liked member gets a push. */
@HandlesOutboxEvent(MemberLiked, { afterAnswer: true })
export class QueueLikePush implements OutboxEventHandler<MemberLiked> {
  constructor(private readonly pushes: PushQueue) {}

  async handle(event: MemberLiked, { eventId }: OutboxDelivery): Promise<void> {
    await this.pushes.add({
      kind: 'like',
      notification: `like:${eventId}:${event.likedId}`,
      memberId: event.likedId,
      otherId: event.likerId,
    });
  }
}

/** A new match: both members get a push, each naming the other. */
@HandlesOutboxEvent(MatchMade, { afterAnswer: true })
export class QueueMatchPushes implements OutboxEventHandler<MatchMade> {
  constructor(private readonly pushes: PushQueue) {}

  async handle(event: MatchMade, { eventId }: OutboxDelivery): Promise<void> {
    for (const [memberId, otherId] of [
      [event.likedId, event.likerId],
      [event.likerId, event.likedId],
    ] as const)
      await this.pushes.add({
        kind: 'match',
        notification: `match:${eventId}:${memberId}`,
        memberId,
        otherId,
      });
  }
}

/** Erasure removes the member's devices and push settings. */
@HandlesOutboxEvent(AccountErased)
export class ErasePushRowsOnErasure extends ErasesAccountRows(erasePushRowsOf) {}
