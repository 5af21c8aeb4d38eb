import { Inject, Injectable } from '@nestjs/common';
import type { RedisClientType } from 'redis';
import { CLOCK, type Clock } from '../../shared/clock/clock';
import { AppConfigService } from '../../shared/config/app-config.service';
import { REDIS } from '../../shared/redis/redis.module';

export const LOCK_WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES_PER_ACCOUNT = 5;
/** An IP is shared by many people behind NAT: it gets more room than a single account. */
const MAX_FAILURES_PER_IP = 20;

/**
 * Wrong passwords are counted per account and per IP in Redis (every instance sees them), on the
 * injected clock's time; 5 wrong attempts in 15 minutes lock the account for 15 minutes.
 */
@Injectable()
export class LoginThrottle {
  constructor(
    @Inject(REDIS) private readonly redis: RedisClientType,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly config: AppConfigService,
  ) {}

  /** Minutes left on a lock of this account or IP, or 0 when none. */
  async lockedMinutes(accountKey: string, ip: string): Promise<number> {
    const now = this.clock.now().getTime();
    const [account, address] = await Promise.all([
      this.redis.get(this.key('lock', `account:${accountKey}`)),
      this.redis.get(this.key('lock', `ip:${ip}`)),
    ]);
    const until = Math.max(Number(account ?? 0), Number(address ?? 0));
    return until > now ? Math.ceil((until - now) / 60_000) : 0;
  }

  /** Counts a failure; answers the lock's minutes when this failure locked the account or IP. */
  async recordFailure(accountKey: string, ip: string): Promise<number> {
    const locks = await Promise.all([
      this.count(`account:${accountKey}`, MAX_FAILURES_PER_ACCOUNT),
      this.count(`ip:${ip}`, MAX_FAILURES_PER_IP),
    ]);
    return locks.some(Boolean) ? LOCK_WINDOW_MS / 60_000 : 0;
  }

  async recordSuccess(accountKey: string): Promise<void> {
    await this.redis.del([
      this.key('fail', `account:${accountKey}`),
      this.key('lock', `account:${accountKey}`),
    ]);
  }

  private async count(subject: string, max: number): Promise<boolean> {
    const now = this.clock.now().getTime();
    const failures = this.key('fail', subject);
    const results = await this.redis
      .multi()
      .zRemRangeByScore(failures, 0, now - LOCK_WINDOW_MS)
      .zAdd(failures, { score: now, value: `${now}:${Math.random()}` })
      .zCard(failures)
      .pExpire(failures, LOCK_WINDOW_MS * 2)
      .exec();
    const count = Number(results[2]);
    if (count < max) return false;
    await this.redis.set(this.key('lock', subject), String(now + LOCK_WINDOW_MS), { PX: LOCK_WINDOW_MS * 2 });
    await this.redis.del(failures);
    return true;
  }

  private key(kind: 'fail' | 'lock', subject: string): string {
    return `${this.config.get('REDIS_PREFIX')}:login-${kind}:${subject}`;
  }
}
