import { RedisStore } from 'connect-redis';
import type { Request, RequestHandler } from 'express';
import session, { type Session, type SessionData } from 'express-session';
import type { RedisClientType } from 'redis';
import type { AdminRole } from '../admin/admin-role';
import type { Clock } from '../clock/clock';

export const MEMBER_SESSION_COOKIE = 'kindred.sid';
export const ADMIN_SESSION_COOKIE = 'kindred.admin.sid';
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
const ADMIN_SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;

export interface SessionOptions {
  /** The app's clock: when a session was last renewed. */
  clock: Clock;
  redis: RedisClientType;
  secret: string;
  secure: boolean;
  prefix: string;
}

/** Links that log a visitor in with a GET (the e-mailed reactivation link). */
const LOGIN_LINKS = new Set(['/api/reactivate.php']);

/**
 * A read without the member cookie cannot be a login and cannot make one (but for the login links), so
 * it skips the session: no session id generated, no Redis, no passport (a logged-out user.php poll).
 */
export function needsMemberSession(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return true;
  if ((request.cookies as Record<string, string> | undefined)?.[MEMBER_SESSION_COOKIE]) return true;
  return LOGIN_LINKS.has(request.path);
}

/** Member sessions: 30-day cookie, in Redis so every instance reads them. */
export function memberSession(options: SessionOptions): RequestHandler {
  return redisSession(options, {
    cookie: MEMBER_SESSION_COOKIE,
    keyPrefix: 'sess',
    path: '/',
    sameSite: 'lax',
    maxAge: SESSION_MAX_AGE_MS,
  });
}

/** Admin sessions live apart (own cookie on /admin, 12 hours) so a member login never grants the console. */
export function adminSession(options: SessionOptions): RequestHandler {
  return redisSession(options, {
    cookie: ADMIN_SESSION_COOKIE,
    keyPrefix: 'admin-sess',
    path: '/admin',
    sameSite: 'strict',
    maxAge: ADMIN_SESSION_MAX_AGE_MS,
  });
}

interface Scope {
  cookie: string;
  keyPrefix: string;
  path: string;
  sameSite: 'lax' | 'strict';
  maxAge: number;
}

/** How often one instance refreshes a session's expiry in Redis while the member keeps using it. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;
const MAX_REMEMBERED_SESSIONS = 100_000;

/**
 * The rolling 30-day expiry is refreshed in Redis at most every 5 minutes per session and instance,
 * instead of on every request (user.php is polled by every member): one Redis round trip less per call,
 * and an expiry at most 5 minutes short of 30 days.
 */
class SparingRedisStore extends RedisStore {
  private readonly touchedAt = new Map<string, number>();

  override touch(...args: Parameters<RedisStore['touch']>): ReturnType<RedisStore['touch']> {
    const [sid, , callback] = args;
    const now = Date.now();
    const last = this.touchedAt.get(sid);
    if (last !== undefined && now - last < TOUCH_EVERY_MS) {
      callback?.(null);
      return Promise.resolve();
    }
    if (this.touchedAt.size >= MAX_REMEMBERED_SESSIONS) this.touchedAt.clear();
    this.touchedAt.set(sid, now);
    return super.touch(...args);
  }
}

/** How often a member's cookie (and its session) is given a fresh 30 days while it is in use. */
const RENEW_EVERY_MS = 24 * 60 * 60 * 1000;

function redisSession(options: SessionOptions, scope: Scope): RequestHandler {
  const handler = session({
    name: scope.cookie,
    store: new SparingRedisStore({ client: options.redis, prefix: `${options.prefix}:${scope.keyPrefix}:` }),
    secret: options.secret,
    resave: false,
    saveUninitialized: false,
    // Not rolling on every answer (a signed Set-Cookie on each user.php poll): see renewDaily.
    rolling: false,
    cookie: {
      httpOnly: true,
      sameSite: scope.sameSite,
      secure: options.secure,
      maxAge: scope.maxAge,
      path: scope.path,
    },
  });
  return (request, response, next) =>
    handler(request, response, (error?: unknown) => {
      if (!error) renewDaily(request, options.clock.now().getTime());
      next(error);
    });
}

/**
 * The 30-day expiry rolls with use, a day at a time: once a day the session records when it was
 * renewed, which saves it and sends the cookie again with a fresh 30 days. A session in use never
 * runs out; one left alone ends between 29 and 30 days after its last use. A visitor's empty session is
 * left alone (giving it a field would store it).
 */
function renewDaily(request: Request, now: number): void {
  const current = request.session as (Session & Partial<SessionData>) | undefined;
  if (!current || !Object.keys(current).some((key) => key !== 'cookie' && key !== 'renewedAt')) return;
  if (current.renewedAt === undefined || now - current.renewedAt >= RENEW_EVERY_MS) current.renewedAt = now;
}

declare module 'express-session' {
  interface SessionData {
    /** `epoch`: the account's session epoch at login (a raised epoch ends the session). */
    admin?: { id: number; role: AdminRole; epoch?: number };
    /** When the session (and its cookie) last got a fresh expiry (epoch ms). */
    renewedAt?: number;
  }
}
