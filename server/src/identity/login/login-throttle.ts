import { randomUUID } from 'node:crypto';
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
 * Takes one attempt slot for the account and the IP in a single step, so parallel logins cannot all
 * pass a "not locked yet" check before any failure is counted. A subject whose window already holds
 * `max` attempts is locked instead. Answers {0, accountCount, ipCount} or {lockedUntil}.
 */
const RESERVE = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local until_ = math.max(tonumber(redis.call('GET', KEYS[3]) or 0), tonumber(redis.call('GET', KEYS[4]) or 0))
if until_ > now then return {until_} end
redis.call('ZREMRANGEBYSCORE', KEYS[1], 0, now - window)
redis.call('ZREMRANGEBYSCORE', KEYS[2], 0, now - window)
local account = redis.call('ZCARD', KEYS[1])
local ip = redis.call('ZCARD', KEYS[2])
local lock = nil
if account >= tonumber(ARGV[3]) then lock = KEYS[3] elseif ip >= tonumber(ARGV[4]) then lock = KEYS[4] end
if lock then
  redis.call('SET', lock, now + window, 'PX', window * 2)
  return {now + window}
end
redis.call('ZADD', KEYS[1], now, ARGV[5])
redis.call('ZADD', KEYS[2], now, ARGV[5])
redis.call('PEXPIRE', KEYS[1], window * 2)
redis.call('PEXPIRE', KEYS[2], window * 2)
return {0, account + 1, ip + 1}
`;

/** A slot taken before the password is checked; the outcome decides whether it stays counted. */
export interface LoginAttempt {
  accountKey: string;
  ip: string;
  id: string;
  /** Attempts in the window including this one. */
  accountCount: number;
  ipCount: number;
}

/**
 * Login attempts are counted per account and per IP in Redis (every instance sees them), on the
 * injected clock's time, BEFORE the password is verified: at most 5 passwords of an account are
 * checked in 15 minutes, however many requests arrive at once; then the account is locked for 15
 * minutes, the right password included.
 */
@Injectable()
export class LoginThrottle {
  constructor(
    @Inject(REDIS) private readonly redis: RedisClientType,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly config: AppConfigService,
  ) {}

  /** Takes a slot, or answers the minutes left on the account's or IP's lock. */
  async reserve(accountKey: string, ip: string): Promise<LoginAttempt | { lockedMinutes: number }> {
    const now = this.clock.now().getTime();
    const id = randomUUID();
    const reply = (await this.redis.eval(RESERVE, {
      keys: [
        this.key('fail', `account:${accountKey}`),
        this.key('fail', `ip:${ip}`),
        this.key('lock', `account:${accountKey}`),
        this.key('lock', `ip:${ip}`),
      ],
      arguments: [
        String(now),
        String(LOCK_WINDOW_MS),
        String(MAX_FAILURES_PER_ACCOUNT),
        String(MAX_FAILURES_PER_IP),
        id,
      ],
    })) as number[];
    const [until, accountCount, ipCount] = reply.map(Number);
    if (until) return { lockedMinutes: Math.max(1, Math.ceil((until - now) / 60_000)) };
    return { accountKey, ip, id, accountCount, ipCount };
  }

  /** The slot stays counted; answers the lock's minutes when this failure used the last one. */
  async failed(attempt: LoginAttempt): Promise<number> {
    const locks: string[] = [];
    if (attempt.accountCount >= MAX_FAILURES_PER_ACCOUNT) locks.push(`account:${attempt.accountKey}`);
    if (attempt.ipCount >= MAX_FAILURES_PER_IP) locks.push(`ip:${attempt.ip}`);
    if (!locks.length) return 0;
    const until = String(this.clock.now().getTime() + LOCK_WINDOW_MS);
    await Promise.all(
      locks.map((subject) => this.redis.set(this.key('lock', subject), until, { PX: LOCK_WINDOW_MS * 2 })),
    );
    return LOCK_WINDOW_MS / 60_000;
  }

  /**
   * A right password gives its own slot back. Other slots stay: they may belong to parallel guesses,
   * and clearing them would let a burst check more than 5 passwords.
   */
  async succeeded(attempt: LoginAttempt): Promise<void> {
    await Promise.all([
      this.redis.zRem(this.key('fail', `account:${attempt.accountKey}`), attempt.id),
      this.redis.zRem(this.key('fail', `ip:${attempt.ip}`), attempt.id),
    ]);
  }

  /** After a password reset the owner is known: the account's failures and lock are forgotten. */
  async recordSuccess(accountKey: string): Promise<void> {
    await this.redis.del([
      this.key('fail', `account:${accountKey}`),
      this.key('lock', `account:${accountKey}`),
    ]);
  }

  /** The account's counted failures in the window and the end of its lock (null when not locked). */
  async lockState(accountKey: string): Promise<{ failures: number; lockedUntil: Date | null }> {
    const now = this.clock.now().getTime();
    const failKey = this.key('fail', `account:${accountKey}`);
    const [failures, until] = await Promise.all([
      this.redis.zCount(failKey, now - LOCK_WINDOW_MS, '+inf'),
      this.redis.get(this.key('lock', `account:${accountKey}`)),
    ]);
    const lockedUntil = until !== null && Number(until) > now ? new Date(Number(until)) : null;
    return { failures, lockedUntil };
  }

  private key(kind: 'fail' | 'lock', subject: string): string {
    return `${this.config.get('REDIS_PREFIX')}:login-${kind}:${subject}`;
  }
}
