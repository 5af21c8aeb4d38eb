import { readdirSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { NextFunction, Request, Response } from 'express';

/** Encodings written beside a bundle, in the order they are preferred, with their file suffix. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
type Encoding = (typeof ENCODINGS)[number]['name'];

/** What compresses well, with the type its compressed copy is served as. */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
/** Smaller files gain less than the bytes the encoding headers cost. */
const MIN_BYTES = 1024;
const ASSETS = 'assets';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const extensionOf = (name: string): string => /\.[^.]+$/.exec(name)?.[0] ?? '';

export interface PrecompressSummary {
  files: number;
  bytes: number;
  brotliBytes: number;
}

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside each compressible hashed bundle of `dist/assets`, at
 * build time and at the highest levels: served as they are, they cost no CPU per request.
 */
export async function precompressAssets(dist: string): Promise<PrecompressSummary> {
  const folder = join(dist, ASSETS);
  const summary: PrecompressSummary = { files: 0, bytes: 0, brotliBytes: 0 };
  for (const name of await readdir(folder)) {
    if (!(extensionOf(name) in TYPES)) continue;
    const content = await readFile(join(folder, name));
    if (content.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(join(folder, name + '.br'), br), writeFile(join(folder, name + '.gz'), gz)]);
    summary.files++;
    summary.bytes += content.length;
    summary.brotliBytes += br.length;
  }
  return summary;
}

/** The encodings the client accepts (`Accept-Encoding`, a `q=0` refuses one), in our order of preference. */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [token, ...parameters] = part.split(';').map((piece) => piece.trim());
    if (!token) continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    accepted.set(token, q ? Number(q.slice(2)) || 0 : 1);
  }
  return ENCODINGS.filter(({ name }) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0).map(
    ({ name }) => name,
  );
}

/**
 * Serves the compressed copy of a bundle (see precompressAssets) when the client accepts its encoding:
 * rewrites the URL to the copy for the static files after it and sets the original's type. Mounted where
 * the app's static files are; the copies are found once, at start.
 */
export function servePrecompressed(dist: string) {
  const copies = new Map<string, Set<Encoding>>();
  let names: string[] = [];
  try {
    names = readdirSync(join(dist, ASSETS));
  } catch {
    // no build: nothing to serve compressed
  }
  const present = new Set(names);
  for (const name of names) {
    const encodings = ENCODINGS.filter(({ suffix }) => present.has(name + suffix)).map(({ name }) => name);
    if (encodings.length && extensionOf(name) in TYPES) copies.set(`/${ASSETS}/${name}`, new Set(encodings));
  }
  return (request: Request, response: Response, next: NextFunction): void => {
    const available =
      request.method === 'GET' || request.method === 'HEAD' ? copies.get(request.path) : undefined;
    if (!available) return next();
    response.vary('Accept-Encoding');
    const encoding = acceptedEncodings(request.headers['accept-encoding']).find((name) =>
      available.has(name),
    );
    if (!encoding) return next();
    response.setHeader('Content-Type', TYPES[extensionOf(request.path)]!);
    response.setHeader('Content-Encoding', encoding);
    const suffix = ENCODINGS.find(({ name }) => name === encoding)!.suffix;
    request.url = request.path + suffix + request.url.slice(request.path.length);
    next();
  };
}
