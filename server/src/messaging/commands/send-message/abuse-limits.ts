import { Inject, Injectable } from '@nestjs/common';
import type { RedisClientType } from 'redis';
import { AppConfigService } from '../../../shared/config/app-config.service';
import { ApiError } from '../../../shared/errors/api-error';
import { type RateLimit, RateLimiter } from '../../../shared/http/rate-limiter';
import { REDIS } from '../../../shared/redis/redis.module';
import { firstMessageFingerprint } from '../../domain/messaging-rules';

/**
 * The abuse limits of sending (issue 12 §3), counted in Redis so every instance counts the same sends:
 * messages per minute, new conversations per hour, and one first message sent to many members.
 * Fields rather than constants so an API test can raise one to reach another rule.
 */
@Injectable()
export class MessageAbuseLimits {
  perMinute: RateLimit = {
    name: 'message',
    max: 30,
    windowSeconds: 60,
    error: { code: 'too_many_messages', message: 'messaging.too_many_messages' },
  };
  newConversationsPerHour: RateLimit = {
    name: 'conversation',
    max: 10,
    windowSeconds: 60 * 60,
    error: { code: 'too_many_conversations', message: 'messaging.too_many_conversations' },
  };
  /** The same first message (see firstMessageFingerprint) to at most this many members a day. */
  sameFirstMessageMembers = 3;

  constructor(
    private readonly limiter: RateLimiter,
    @Inject(REDIS) private readonly redis: RedisClientType,
    private readonly config: AppConfigService,
  ) {}

  /**
   * Counts a send by its `client_id`, so the same send retried (even several times at once) counts once;
   * 429 too_many_messages past the limit.
   */
  message(senderId: number, clientId: string): Promise<void> {
    return this.limiter.consumeDistinct(this.perMinute, `account:${senderId}`, clientId);
  }

  /**
   * Counts a new conversation by its recipient (the same member twice, a retry or a send at once, counts
   * once) and, for a text, the members its text went to as a first message (a set too); 429 past either
   * limit.
   */
  async newConversation(senderId: number, recipientId: number, text: string | null): Promise<void> {
    await this.limiter.consumeDistinct(
      this.newConversationsPerHour,
      `account:${senderId}`,
      String(recipientId),
    );
    if (text === null) return;
    const key = `${this.config.get('REDIS_PREFIX')}:first-message:${senderId}:${firstMessageFingerprint(text)}`;
    const [, members] = (await this.redis
      .multi()
      .sAdd(key, String(recipientId))
      .sCard(key)
      .expire(key, 24 * 60 * 60, 'NX')
      .exec()) as [number, number, unknown];
    if (members > this.sameFirstMessageMembers) {
      throw new ApiError(429, 'duplicate_first_message', 'messaging.duplicate_first_message');
    }
  }
}
