import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { RedisClientType } from 'redis';
import { RealtimeDelivery, sessionRoom } from './realtime-delivery';
import { RealtimeIoAdapter } from './realtime-io.adapter';

export interface RealtimeSetup {
  redis: RedisClientType;
  prefix: string;
  /** The member session's middlewares in the order HTTP runs them (passport, express-session, passport's session). */
  session: RequestHandler[];
}

/**
 * Wires the gateway into the app (bootstrap/configure-app.ts, right after the member session): Socket.IO
 * reads the same session, and a logout closes the sockets of the session it ended, on every instance.
 */
export function useRealtime(app: NestExpressApplication, setup: RealtimeSetup): void {
  app.useWebSocketAdapter(
    new RealtimeIoAdapter(app, {
      redis: setup.redis,
      prefix: setup.prefix,
      session: setup.session as unknown as ((
        request: IncomingMessage,
        response: ServerResponse,
        next: (error?: unknown) => void,
      ) => void)[],
    }),
  );
  const delivery = app.get(RealtimeDelivery);
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (request.isAuthenticated?.()) {
      const sessionId = request.sessionID;
      response.once('finish', () => {
        if (!request.isAuthenticated()) delivery.disconnect(sessionRoom(sessionId));
      });
    }
    next();
  });
}
