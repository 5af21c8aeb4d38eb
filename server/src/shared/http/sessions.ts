import { RedisStore } from 'connect-redis';
import type { RequestHandler } from 'express';
import session from 'express-session';
import type { RedisClientType } from 'redis';

export const MEMBER_SESSION_COOKIE = 'kindred.sid';
export const ADMIN_SESSION_COOKIE = 'kindred.admin.sid';
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
const ADMIN_SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;

export interface SessionOptions {
  redis: RedisClientType;
  secret: string;
  secure: boolean;
  prefix: string;
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

function redisSession(options: SessionOptions, scope: Scope): RequestHandler {
  return session({
    name: scope.cookie,
    store: new RedisStore({ client: options.redis, prefix: `${options.prefix}:${scope.keyPrefix}:` }),
    secret: options.secret,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: {
      httpOnly: true,
      sameSite: scope.sameSite,
      secure: options.secure,
      maxAge: scope.maxAge,
      path: scope.path,
    },
  });
}

declare module 'express-session' {
  interface SessionData {
    admin?: { id: number; role: 'operator' | 'finance' };
  }
}
