import request from 'supertest';
import { createSite } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('platform', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await createSite(t.db, { is_default: true });
  });
  afterAll(() => t.close());

  it('reports database, Redis and queue status', async () => {
    const response = await request(t.http).get('/api/health').expect(200);
    expect(response.body).toMatchObject({
      status: 'ok',
      database: { status: 'up' },
      redis: { status: 'up' },
      queues: { mail: { status: 'up', waiting: expect.any(Number), failed: expect.any(Number) } },
    });
  });

  describe('API contract', () => {
    it('serves the OpenAPI document with every member and admin route', async () => {
      const response = await request(t.http).get('/api/openapi.json').expect(200);
      expect(response.body.openapi).toMatch(/^3\./);
      expect(Object.keys(response.body.paths)).toEqual(
        expect.arrayContaining([
          '/api/user.php',
          '/api/orders.php',
          '/api/discountcode.php',
          '/admin/api/orders',
        ]),
      );
    });

    it('serves a browsable reference at /api/docs', async () => {
      const response = await request(t.http).get('/api/docs').redirects(1).expect(200);
      expect(response.text).toContain('swagger-ui');
    });
  });

  describe('CSRF guard', () => {
    it('refuses a state-changing call without X-Request-Type: client', async () => {
      const response = await request(t.http)
        .post('/admin/api/login')
        .send({ email: 'a@b.test', password: 'x' })
        .expect(403);
      expect(response.body.error).toBe('csrf_header_missing');
    });

    it('refuses a header with another value', async () => {
      const response = await request(t.http)
        .post('/admin/api/login')
        .set('X-Request-Type', 'form')
        .send({ email: 'a@b.test', password: 'x' })
        .expect(403);
      expect(response.body.error).toBe('csrf_header_missing');
    });

    it('lets reads through without the header', async () => {
      await request(t.http).get('/api/user.php').expect(200);
    });
  });

  it('keeps an idle connection open longer than the proxies in front do (no ECONNRESET on reuse)', async () => {
    const response = await request(t.http).get('/api/health').set('Connection', 'keep-alive').expect(200);
    expect(response.headers['keep-alive']).toBe('timeout=65');
  });

  it('sets security headers', async () => {
    const response = await request(t.http).get('/api/user.php').expect(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const response = await request(t.http)
      .post('/admin/api/login')
      .set('X-Request-Type', 'client')
      .set('Content-Type', 'application/json')
      .send('{"email": ')
      .expect(400);
    expect(response.body.error).toBe('invalid_json');
  });
});
