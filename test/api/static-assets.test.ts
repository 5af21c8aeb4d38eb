import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingMessage, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressAssets } from '../../server/src/shared/http/precompressed-assets';
import { createSite } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/** A bundle as the web build writes it: hashed, compressible, large enough to be worth compressing. */
const BUNDLE = `export const members = [${Array.from({ length: 800 }, (_, i) => `{id:${i},name:"member ${i}"}`).join(',')}];\n`;
const TINY = 'export const x = 1;\n';

interface Raw {
  status: number;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

describe('the web app bundles, served compressed', () => {
  let t: TestApp;
  let dist: string;
  let base: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'kindred-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Kindred</title>');
    writeFileSync(join(dist, 'assets', 'index-AbC123.js'), BUNDLE);
    writeFileSync(join(dist, 'assets', 'tiny-AbC123.js'), TINY);
    writeFileSync(join(dist, 'assets', 'photo-AbC123.png'), Buffer.alloc(4096, 7));
    expect(await precompressAssets(dist)).toMatchObject({ files: 1, bytes: BUNDLE.length });
    t = await createTestApp({ WEB_DIST: dist });
    await createSite(t.db, { is_default: true });
    await t.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  /** The bytes as they come over the wire (fetch and supertest would decompress them). */
  const raw = (path: string, acceptEncoding?: string, method = 'GET'): Promise<Raw> =>
    new Promise((resolve, reject) => {
      const headers = acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding };
      const call = method === 'GET' ? get : httpRequest;
      const req = call(`${base}${path}`, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      if (method !== 'GET') req.end();
    });

  it('sends brotli to a browser that takes it, with the bundle’s type and its year-long cache', async () => {
    const answer = await raw('/assets/index-AbC123.js', 'gzip, deflate, br, zstd');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['vary']).toMatch(/Accept-Encoding/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.body.length).toBeLessThan(BUNDLE.length / 4);
    expect(brotliDecompressSync(answer.body).toString()).toBe(BUNDLE);
  });

  it('sends gzip when brotli is not taken, and the bundle itself when neither is', async () => {
    for (const accept of ['gzip, deflate', 'br;q=0, gzip']) {
      const answer = await raw('/assets/index-AbC123.js', accept);
      expect([accept, answer.headers['content-encoding']]).toEqual([accept, 'gzip']);
      expect(gunzipSync(answer.body).toString()).toBe(BUNDLE);
    }
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const answer = await raw('/assets/index-AbC123.js', accept);
      expect([accept, answer.headers['content-encoding']]).toEqual([accept, undefined]);
      expect(answer.headers['content-type']).toMatch(/javascript/);
      expect(answer.headers['vary']).toMatch(/Accept-Encoding/);
      expect(answer.body.toString()).toBe(BUNDLE);
    }
  });

  it('answers HEAD with the compressed headers and no body', async () => {
    const answer = await raw('/assets/index-AbC123.js', 'br', 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.body.length).toBe(0);
  });

  it('leaves what is too small or already compressed as it is, and still finds the pages', async () => {
    const tiny = await raw('/assets/tiny-AbC123.js', 'br, gzip');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe(TINY);
    const photo = await raw('/assets/photo-AbC123.png', 'br, gzip');
    expect(photo.headers['content-encoding']).toBeUndefined();
    expect(photo.body.length).toBe(4096);
    const page = await raw('/', 'br, gzip');
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('<title>Kindred</title>');
    expect((await raw('/assets/missing-AbC123.js', 'br')).status).toBe(404);
  });
});
