import { Inject, Injectable } from '@nestjs/common';
import type { RedisClientType } from 'redis';
import { AppConfigService } from '../config/app-config.service';
import { ApiError } from '../errors/api-error';
import type { MessageKey } from '../i18n/messages';
import { REDIS } from '../redis/redis.module';

export interface RateLimit {
  /** Distinguishes counters: 'admin-login', 'signup', ... */
  name: string;
  max: number;
  windowSeconds: number;
  /** The 429's code and message when not the generic `too_many_requests`. */
  error?: { code: string; message: MessageKey };
}

/** Fixed-window counters in Redis, so every instance counts the same attempts. */
@Injectable()
export class RateLimiter {
  constructor(
    @Inject(REDIS) private readonly redis: RedisClientType,
    private readonly config: AppConfigService,
  ) {}

  /** Counts one attempt for the key; throws 429 once the key is over its limit in the window. */
  async consume(limit: RateLimit, key: string): Promise<void> {
    const counter = this.counterOf(limit, key);
    const [count] = (await this.redis
      .multi()
      .incr(counter)
      .expire(counter, limit.windowSeconds, 'NX')
      .exec()) as [number, unknown];
    if (count > limit.max) throw this.refusal(limit);
  }

  /**
   * Counts `item` for the key once however often it comes in the window (a retried request, requests
   * sent twice at once); throws 429 once the key has seen more than its limit of distinct items.
   */
  async consumeDistinct(limit: RateLimit, key: string, item: string): Promise<void> {
    const members = `${this.counterOf(limit, key)}:distinct`;
    const [, count] = (await this.redis
      .multi()
      .sAdd(members, item)
      .sCard(members)
      .expire(members, limit.windowSeconds, 'NX')
      .exec()) as [number, number, unknown];
    if (count > limit.max) throw this.refusal(limit);
  }

  /**
   * Takes back one counted attempt that did not happen after all (a text the gateway did not take). A
   * window that has ended meanwhile stays ended: nothing is created.
   */
  async giveBack(limit: RateLimit, key: string): Promise<void> {
    await this.redis.eval(GIVE_BACK, { keys: [this.counterOf(limit, key)] });
  }

  private refusal(limit: RateLimit): ApiError {
    return new ApiError(
      429,
      limit.error?.code ?? 'too_many_requests',
      limit.error?.message ?? 'errors.too_many_requests',
    );
  }

  private counterOf(limit: RateLimit, key: string): string {
    return `${this.config.get('REDIS_PREFIX')}:rate:${limit.name}:${key}`;
  }
}

const GIVE_BACK = `local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;
