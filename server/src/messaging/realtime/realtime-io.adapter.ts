import type { IncomingMessage, ServerResponse } from 'node:http';
import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { RedisClientType } from 'redis';
import { Server, type ServerOptions } from 'socket.io';
import { recoveryStreamLength, sameOriginOnly } from './realtime-server-options';

/** An Express-style middleware, as the member session's express-session and passport are. */
type Middleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;

export interface RealtimeAdapterOptions {
  /** The app's shared Redis connection (fail fast: no offline queue, a timeout on every command). */
  redis: RedisClientType;
  /** REDIS_PREFIX: the stream and the recovery sessions live under it, like every other key. */
  prefix: string;
  /** The member session as HTTP mounts it, in order: passport, express-session, passport's session. */
  session: Middleware[];
}

type NestServerOptions = Parameters<IoAdapter['createIOServer']>[1];

/** How long a dropped socket may come back and get what it missed (connection-state recovery). */
export const RECOVERY_WINDOW_MS = 2 * 60 * 1000;

/**
 * Socket.IO for the gateway: the member session reads the handshake's cookie exactly as HTTP does, the
 * Redis Streams adapter carries every broadcast to every instance (and keeps them for recovery), and a
 * Redis outage never reaches HTTP (see `streamsClient`).
 */
export class RealtimeIoAdapter extends IoAdapter {
  /** The adapter's reading connections, ended with the server even when Redis is away. */
  private readonly readers: RedisClientType[] = [];

  constructor(
    app: INestApplicationContext,
    private readonly options: RealtimeAdapterOptions,
  ) {
    super(app);
  }

  /** Nest's IoAdapter carries its own copy of socket.io's types; the server made here is socket.io's. */
  override createIOServer(
    port: number,
    nestOptions?: NestServerOptions,
  ): ReturnType<IoAdapter['createIOServer']> {
    const options: Partial<ServerOptions> = {
      ...(nestOptions as Partial<ServerOptions> | undefined),
      serveClient: false,
      allowRequest: sameOriginOnly,
      connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_WINDOW_MS, skipMiddlewares: false },
      adapter: createAdapter(streamsClient(this.options.redis, this.readers), {
        streamName: `${this.options.prefix}:socket.io`,
        sessionKeyPrefix: `${this.options.prefix}:socket.io:session:`,
        maxLen: recoveryStreamLength,
        // Short, so a closing server lets its reading connection go at once.
        blockTimeInMs: 1000,
      }),
    };
    const server =
      this.httpServer && port === 0 ? new Server(this.httpServer, options) : new Server(port, options);
    // The session is read once, at the handshake (a polling client's later requests carry its sid).
    for (const middleware of this.options.session)
      server.engine.use(
        (
          request: IncomingMessage & { _query?: { sid?: string } },
          response: ServerResponse,
          next: (error?: unknown) => void,
        ) => {
          if (request._query?.sid !== undefined) return next();
          middleware(request, response, next);
        },
      );
    return server as unknown as ReturnType<IoAdapter['createIOServer']>;
  }

  override async close(server: Parameters<IoAdapter['close']>[0]): Promise<void> {
    await super.close(server);
    // A reader waiting for Redis to come back would keep the process alive after the shutdown.
    for (const reader of this.readers.splice(0)) await reader.disconnect();
  }
}

/**
 * The adapter publishes (XADD, PUBLISH, SET of recovery sessions) on the app's client, which fails fast
 * while Redis is away: an event the gateway sends then fails, and its outbox delivery is retried. Some of
 * those calls the adapter makes without awaiting them, so each answer gets a handler here (a refusal
 * must not become an unhandled rejection). Its reading connections (a blocking XREAD, SUBSCRIBE) are
 * duplicates that queue while Redis is away instead of failing, so they wait for it rather than spin,
 * and resume the stream from the last entry they read.
 */
function streamsClient(redis: RedisClientType, readers: RedisClientType[]): RedisClientType {
  return new Proxy(redis, {
    get(target, property) {
      if (property === 'duplicate')
        return () => {
          const reader = target.duplicate({ disableOfflineQueue: false, commandOptions: undefined });
          // The adapter ends its readers once the server closes; the shutdown may have ended them first.
          reader.disconnect = () => Promise.resolve(reader.isOpen ? reader.destroy() : undefined);
          readers.push(reader);
          return reader;
        };
      const value: unknown = Reflect.get(target, property);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
        if (result instanceof Promise) result.catch(() => undefined);
        return result;
      };
    },
  });
}
