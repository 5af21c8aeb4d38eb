import { RedisStore } from 'connect-redis';
import type { RequestHandler } from 'express';
import session from 'express-session';
import type { RedisClientType } from 'redis';

export const MEMBER_SESSION_COOKIE = 'kindred.sid';
export const ADMIN_SESSION_COOKIE = 'kindred.admin.sid';
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export interface SessionOptions {
  redis: RedisClientType;
  secret: string;
  secure: boolean;
  prefix: string;
}

/** Member sessions: 30-day cookie, in Redis so every instance reads them. */
export function memberSession(options: SessionOptions): RequestHandler {
  return session({
    name: MEMBER_SESSION_COOKIE,
    store: new RedisStore({ client: options.redis, prefix: `${options.prefix}:sess:` }),
    secret: options.secret,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secure,
      maxAge: SESSION_MAX_AGE_MS,
      path: '/',
    },
  });
}

/** Admin sessions live apart (own cookie on /admin, 12 hours) so a member login never grants the console. */
export function adminSession(options: SessionOptions): RequestHandler {
  return session({
    name: ADMIN_SESSION_COOKIE,
    store: new RedisStore({ client: options.redis, prefix: `${options.prefix}:admin-sess:` }),
    secret: options.secret,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: {
      httpOnly: true,
      sameSite: 'strict',
      secure: options.secure,
      maxAge: 12 * 60 * 60 * 1000,
      path: '/admin',
    },
  });
}

declare module 'express-session' {
  interface SessionData {
    admin?: { id: number; role: 'operator' | 'finance' };
  }
}
