import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import express, { type Express, type NextFunction, type Request, type Response, type Router } from 'express';
import { servePrecompressed } from './precompressed-assets';
import { isKnownRoute, type RouteEntry } from './route-table';

export interface StaticAppsOptions {
  webDist: string;
  adminDist: string;
  mediaDir: string;
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const API_PREFIXES = ['/api/', '/admin/api/'];

/**
 * Serves the member app at /, the admin console at /admin and uploaded media at /media.
 * Client routes get index.html; a path outside the web app's route table gets index.html with a
 * real 404 status, so crawlers and monitors see the truth while the app shows its 404 page.
 */
export function mountStaticApps(app: Express, options: StaticAppsOptions): void {
  const files = express.Router();
  // API calls pass by in one step: they never look for a file on disk (a stat per call was a quarter
  // of user.php's time) nor walk the static layers.
  app.use((request: Request, response: Response, next: NextFunction) =>
    isApiRequest(request) ? next() : files(request, response, next),
  );
  serveFiles(files, options);
}

function serveFiles(files: Router, options: StaticAppsOptions): void {
  const logger = new Logger('Static');
  files.use(
    '/media',
    express.static(options.mediaDir, { index: false, immutable: true, maxAge: ONE_YEAR_SECONDS * 1000 }),
  );

  const adminIndex = join(options.adminDist, 'index.html');
  if (existsSync(adminIndex)) {
    files.use(
      '/admin',
      servePrecompressed(options.adminDist),
      express.static(options.adminDist, { index: false, setHeaders: cacheHeaders }),
    );
    files.use('/admin', (request: Request, response: Response, next: NextFunction) => {
      if (!isPageRequest(request)) return next();
      sendIndex(response, adminIndex, 200);
    });
  } else {
    logger.warn(`No admin build at ${options.adminDist}: run npm run build`);
  }

  const webIndex = join(options.webDist, 'index.html');
  if (!existsSync(webIndex)) {
    logger.warn(`No web build at ${options.webDist}: run npm run build`);
    return;
  }
  const routes = loadRouteTable(join(options.webDist, 'route-table.json'));
  files.use(
    servePrecompressed(options.webDist),
    express.static(options.webDist, { index: false, setHeaders: cacheHeaders }),
  );
  files.use((request: Request, response: Response, next: NextFunction) => {
    if (!isPageRequest(request) || request.path.startsWith('/admin') || request.path.startsWith('/media/')) {
      return next();
    }
    sendIndex(response, webIndex, isKnownRoute(routes, request.path) ? 200 : 404);
  });
}

function isPageRequest(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return !isApiRequest(request);
}

function isApiRequest(request: Request): boolean {
  const path = request.originalUrl.split('?', 1)[0]!;
  return path === '/api' || API_PREFIXES.some((prefix) => path.startsWith(prefix));
}

function sendIndex(response: Response, file: string, status: number): void {
  response.status(status);
  response.setHeader('Cache-Control', 'no-cache');
  response.sendFile(file);
}

/** Hashed bundles never change; everything else is revalidated. */
function cacheHeaders(response: Response, path: string): void {
  if (/[\\/]assets[\\/]/.test(path)) {
    response.setHeader('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`);
  } else {
    response.setHeader('Cache-Control', 'no-cache');
  }
}

function loadRouteTable(file: string): RouteEntry[] {
  if (!existsSync(file)) return [{ name: 'index', path: '/', layout: 'default' }];
  return JSON.parse(readFileSync(file, 'utf8')) as RouteEntry[];
}
