import { Process, Processor } from '@nestjs/bull';
import { Inject, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Job } from 'bull';
import { GetCurrentAccountQuery } from '../../../identity/identity.contracts';
import { ListLikesQuery } from '../../../matching/matching.contracts';
import { CountUnreadMessagesQuery, GetChatMessageQuery } from '../../../messaging/messaging.contracts';
import { GetChatCardsQuery } from '../../../profiles/profiles.contracts';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { QUEUES } from '../../../shared/queues/queue-names';
import { GetSitePushKeysQuery, GetSiteSettingsByIdQuery } from '../../../site/site.contracts';
import { PushSubscriptionsRepository } from '../database/push-subscriptions.repository';
import { pushPayload, type PushSubject } from '../domain/push-payload';
import { isUsableVapidPair } from '../domain/vapid-keys';
import { type PushJob, SEND_PUSH_JOB } from './push-job';
import { WebPushSender } from './web-push.sender';

/** What a push reads of likes.php's answer: likes the member sees, and matches. */
interface LikesSeen {
  liked_by: { id: number; name: string; match: boolean }[];
  matches: { id: number; name: string }[];
}

/** Send marks are kept this long: far past the last retry of a job. */
const SEND_MARKS_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Sends one push job: the notification in the member's language to each of their devices that is
 * switched on, once per device (push_sends). A device the push service no longer knows (404, 410) is
 * removed; any other failure is retried by Bull for the devices not reached yet.
 */
@Processor(QUEUES.push)
export class PushProcessor {
  private readonly logger = new Logger(PushProcessor.name);

  constructor(
    private readonly subscriptions: PushSubscriptionsRepository,
    private readonly sender: WebPushSender,
    private readonly queryBus: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Process(SEND_PUSH_JOB)
  async send(job: Job<PushJob>): Promise<{ sent: number; gone: number }> {
    const data = job.data;
    const devices = await this.subscriptions.targets(data.memberId);
    if (devices.length === 0) return { sent: 0, gone: 0 };
    const account = await this.queryBus.execute(new GetCurrentAccountQuery(data.memberId));
    if (!account) return { sent: 0, gone: 0 };

    const site = await this.queryBus.execute(new GetSiteSettingsByIdQuery(account.site_id));
    const keys = await this.queryBus.execute(new GetSitePushKeysQuery(site.id));
    if (!keys || !isUsableVapidPair(keys)) {
      // Fail closed: nothing is sent unsigned, and a retry would not find a key either.
      this.logger.error(`site ${site.id} has no usable VAPID key pair: push ${data.notification} not sent`);
      return { sent: 0, gone: 0 };
    }

    const [unread, likes] = await Promise.all([
      this.queryBus.execute(new CountUnreadMessagesQuery(data.memberId)),
      this.queryBus.execute(new ListLikesQuery(data.memberId)),
    ]);
    const subject = await this.subjectOf(data, likes);
    if (!subject) return { sent: 0, gone: 0 };
    const payload = JSON.stringify(pushPayload(subject, account.language, unread + likes.totals.new_likes));

    let sent = 0;
    let gone = 0;
    const failures: string[] = [];
    for (const device of devices) {
      if (!(await this.subscriptions.claimSend(data.notification, device.id))) continue;
      const outcome = await this.sender.send(device, payload, {
        subject: `mailto:${site.supportEmail}`,
        publicKey: keys.publicKey,
        privateKey: keys.privateKey,
        urgency: data.kind === 'message' ? 'high' : 'normal',
      });
      if (outcome.status === 'sent') sent++;
      else if (outcome.status === 'gone') {
        await this.subscriptions.removeGone(device.id, device.endpoint);
        gone++;
      } else {
        await this.subscriptions.releaseSend(data.notification, device.id);
        failures.push(`device ${device.id}: ${outcome.reason}`);
      }
    }
    await this.subscriptions.forgetSendsBefore(new Date(this.clock.now().getTime() - SEND_MARKS_KEPT_MS));
    if (failures.length) throw new Error(`push ${data.notification} failed for ${failures.join('; ')}`);
    return { sent, gone };
  }

  /** What the push says; null when it should not be sent (the other member is out of sight, a like that matched). */
  private async subjectOf(data: PushJob, likes: LikesSeen): Promise<PushSubject | null> {
    switch (data.kind) {
      case 'message': {
        // As the chat shows them: a sender who blocked or was blocked, or left, is not pushed about.
        const [sender] = await this.queryBus.execute(new GetChatCardsQuery(data.memberId, [data.senderId]));
        const message = await this.queryBus.execute(new GetChatMessageQuery(data.messageId, data.memberId));
        if (!sender || !message || message.mine) return null;
        const showText = await this.subscriptions.showMessageText(data.memberId);
        return {
          kind: 'message',
          conversationId: data.conversationId,
          name: sender.name,
          messageKind: data.messageKind,
          text: message.text,
          showText,
        };
      }
      case 'like': {
        // A like that made a match is told by the match's push.
        const like = likes.liked_by.find((entry) => entry.id === data.otherId);
        return like && !like.match ? { kind: 'like', memberId: data.otherId, name: like.name } : null;
      }
      case 'match': {
        const match = likes.matches.find((entry) => entry.id === data.otherId);
        return match ? { kind: 'match', memberId: data.otherId, name: match.name } : null;
      }
    }
  }
}
