import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { RedisClientType } from 'redis';
import { sessionMemberOf } from '../../shared/http/current-member.decorator';
import { RealtimeDelivery, sessionRoom, staleEpochRooms } from './realtime-delivery';
import { RealtimeIoAdapter } from './realtime-io.adapter';

export interface RealtimeSetup {
  redis: RedisClientType;
  prefix: string;
  /** The member session's middlewares as HTTP runs them: passport, express-session, passport's session. */
  session: RequestHandler[];
}

/**
 * Wires the gateway into the app (bootstrap/configure-app.ts, right after the member session): Socket.IO
 * reads the same session; a logout closes the sockets of the session it ended, and a new session epoch
 * (password change or reset) those of the member's older sessions, on every instance.
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
    // Without passport on the request the member session was skipped (a visitor's read): nothing can change.
    if (!request.isAuthenticated) return next();
    const before = sessionMemberOf(request);
    const sessionId = request.sessionID;
    response.once('finish', () => {
      const after = sessionMemberOf(request);
      if (before && !after) delivery.disconnect(sessionRoom(sessionId));
      // A new epoch (password change or reset) ended the member's older sessions: their sockets go too.
      if (after?.epoch && after.epoch !== before?.epoch)
        delivery.disconnect(staleEpochRooms(after.id, after.epoch));
    });
    next();
  });
}
