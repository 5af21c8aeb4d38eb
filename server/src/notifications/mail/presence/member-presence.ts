import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { RedisClientType } from 'redis';
import { HasOpenSocketQuery } from '../../../messaging/messaging.contracts';
import { AppConfigService } from '../../../shared/config/app-config.service';
import { REDIS } from '../../../shared/redis/redis.module';

/** How long a page-hidden beacon counts when nothing says the member came back. */
export const PAGE_HIDDEN_TTL_SECONDS = 24 * 60 * 60;

/**
 * Whether a member is in the app, for mails about chat (SPEC §7 page-hidden): in the app while a socket of
 * theirs is open on some instance and no page-hidden beacon came since they were last seen acting (sending
 * or reading a message). The beacon is kept in Redis, shared by every instance.
 */
@Injectable()
export class MemberPresence {
  private readonly prefix: string;

  constructor(
    @Inject(REDIS) private readonly redis: RedisClientType,
    private readonly queryBus: QueryBus,
    config: AppConfigService,
  ) {
    this.prefix = config.get('REDIS_PREFIX');
  }

  /** The app's page went hidden (the beacon). */
  async pageHidden(memberId: number, at: Date): Promise<void> {
    await this.redis.set(this.key(memberId), String(at.getTime()), { EX: PAGE_HIDDEN_TTL_SECONDS });
  }

  /** The member acted in the app (sent or read a message): an older beacon no longer counts. */
  async seen(memberId: number): Promise<void> {
    await this.redis.del(this.key(memberId));
  }

  /** Throws when Redis or another instance cannot answer: the caller retries rather than guess. */
  async inApp(memberId: number): Promise<boolean> {
    if (await this.redis.exists(this.key(memberId))) return false;
    return this.queryBus.execute(new HasOpenSocketQuery(memberId));
  }

  private key(memberId: number): string {
    return `${this.prefix}:notifications:page-hidden:${memberId}`;
  }
}
