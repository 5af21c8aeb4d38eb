import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import passport from 'passport';
import type { RedisClientType } from 'redis';
import { MemberSiteCheck } from '../identity/session/member-site.check';
import { useRealtime } from '../messaging/realtime/use-realtime';
import { CLOCK, type Clock } from '../shared/clock/clock';
import { AppConfigService } from '../shared/config/app-config.service';
import { productionWarnings } from '../shared/config/config.schema';
import { repoRoot } from '../shared/http/repo-root';
import { useRequestInputRules } from '../shared/http/request-input.middleware';
import { adminSession, memberSession, needsMemberSession } from '../shared/http/sessions';
import { securityHeaders } from '../shared/http/security-headers';
import { mountStaticApps } from '../shared/http/static-apps';
import { serveOpenApi } from '../shared/openapi/openapi-document';
import { REDIS } from '../shared/redis/redis.module';

/**
 * How long an idle keep-alive connection stays open: longer than the idle timeout of the proxies and load
 * balancers usually in front (60 s), so the server never closes a connection at the moment one of them
 * (or a browser) sends the next request on it, which that client sees as ECONNRESET. Node's default is 5 s.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Everything the HTTP server needs around the Nest routes; shared by main.ts and the API tests. */
export function configureApp(app: NestExpressApplication): NestExpressApplication {
  const config = app.get(AppConfigService);
  const express = app.getHttpAdapter().getInstance() as Express;
  const root = repoRoot();

  for (const warning of productionWarnings({
    NODE_ENV: config.get('NODE_ENV'),
    PUBLIC_URL: config.get('PUBLIC_URL'),
    MOLLIE_API_KEY: config.get('MOLLIE_API_KEY'),
    PAYMENT_PROVIDER: config.get('PAYMENT_PROVIDER'),
    SMS_GATEWAY_URL: config.get('SMS_GATEWAY_URL'),
  })) {
    new Logger('Config').warn(warning);
  }
  // Already a hop count, boolean or list: the raw string would be taken as an address list.
  app.set('trust proxy', config.get('TRUST_PROXY'));
  const server = app.getHttpServer() as Server;
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Kept above the keep-alive timeout, so the headers timer (Node's 60 s) never ends a kept-alive connection first.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
  app.disable('x-powered-by');
  app.enableShutdownHooks();
  app.use(
    securityHeaders({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          scriptSrc: ["'self'"],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );

  // Pages, bundles and media first: they need no session, so they never touch Redis.
  mountStaticApps(express, {
    webDist: resolve(root, config.get('WEB_DIST') ?? 'web/dist'),
    adminDist: resolve(root, config.get('ADMIN_DIST') ?? 'admin/dist'),
    mediaDir: resolve(root, config.get('MEDIA_DIR')),
  });

  const sessionOptions = {
    redis: app.get<RedisClientType>(REDIS),
    secret: config.get('SESSION_SECRET'),
    secure: config.get('PUBLIC_URL').startsWith('https://'),
    prefix: config.get('REDIS_PREFIX'),
    clock: app.get<Clock>(CLOCK),
  };
  app.use(cookieParser());
  app.use('/admin', adminSession(sessionOptions));
  const member = memberSession(sessionOptions);
  const memberLogin = passport.session() as RequestHandler;
  const passportOnRequest = passport.initialize() as RequestHandler;
  // A session counts only on its own site's host (on another it is a visitor's; see MemberSiteCheck).
  const onOwnSite = app.get(MemberSiteCheck).middleware as unknown as RequestHandler;
  // A logged-out read (the user.php poll of every visitor) skips the session and passport altogether.
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (request.path.startsWith('/admin') || !needsMemberSession(request)) return next();
    passportOnRequest(request, response, () =>
      member(request, response, (error?: unknown) =>
        error
          ? next(error)
          : memberLogin(request, response, (failed?: unknown) =>
              failed ? next(failed) : onOwnSite(request, response, next),
            ),
      ),
    );
  });
  // Sockets open with the same member session; a logout also closes the sockets of its session.
  useRealtime(app, {
    redis: sessionOptions.redis,
    prefix: sessionOptions.prefix,
    session: [passportOnRequest, member, memberLogin, onOwnSite],
  });
  // After the session, so a refusal speaks the member's language.
  useRequestInputRules(app);
  serveOpenApi(app);
  return app;
}
