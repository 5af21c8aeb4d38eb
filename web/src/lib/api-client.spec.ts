import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  buildUrl,
  createApiClient,
  defaultRetryDelay,
  isAuthenticationFailure,
} from './api-client';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function setup(responses: Array<Response | Error>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    const next = responses.shift();
    if (!next) throw new Error('no more responses');
    if (next instanceof Error) throw next;
    return next;
  });
  const sleep = vi.fn(async () => {});
  const client = createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch, sleep });
  return { client, fetch, sleep, calls };
}

describe('api client', () => {
  it('sends the client headers, same-origin credentials and a JSON body', async () => {
    const { client, calls } = setup([json(200, { ok: true })]);
    await expect(client.put('/api/user.php', { language: 'de' })).resolves.toEqual({ ok: true });
    const headers = calls[0].init.headers as Record<string, string>;
    expect(calls[0].init.method).toBe('PUT');
    expect(headers['X-Request-Type']).toBe('client');
    expect(headers.Accept).toBe('application/json');
    expect(headers['Content-Type']).toBe('application/json');
    expect(calls[0].init.credentials).toBe('same-origin');
    expect(calls[0].init.body).toBe('{"language":"de"}');
  });

  it('sends a FormData body as it is, without a JSON content type', async () => {
    const { client, calls } = setup([json(201, { photo: { id: 1 } })]);
    const form = new FormData();
    form.append('photo', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await client.post('/api/signup-photo.php', form);
    expect(calls[0].init.body).toBe(form);
    expect((calls[0].init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    expect((calls[0].init.headers as Record<string, string>)['X-Request-Type']).toBe('client');
  });

  it('does not repeat a 429 when told so', async () => {
    const { client, fetch } = setup([json(429, { error: 'account_locked', message: 'blocked' })]);
    await expect(
      client.post('/api/user.php', { email: 'a' }, { retryTooManyRequests: false }),
    ).rejects.toMatchObject({ status: 429, code: 'account_locked', message: 'blocked' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("throws a 5xx that is the server's last word at once, and repeats other 5xx", async () => {
    const { client, fetch } = setup([
      json(502, { error: 'bad_gateway', message: 'Bad gateway' }),
      json(502, { error: 'payment_provider_unavailable', message: 'Try another method.' }),
    ]);
    await expect(
      client.post('/api/orders.php', { bundle_id: 1 }, { finalErrors: ['payment_provider_unavailable'] }),
    ).rejects.toMatchObject({
      status: 502,
      code: 'payment_provider_unavailable',
      message: 'Try another method.',
    });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('asks for server messages in the language the page shows', async () => {
    document.documentElement.lang = 'de';
    const { client, calls } = setup([json(200, { user: null })]);
    await client.get('/api/user.php');
    expect((calls[0].init.headers as Record<string, string>)['Accept-Language']).toBe('de');
    document.documentElement.lang = '';
  });

  it('sends the client header on GET requests too and builds the query', async () => {
    const { client, calls } = setup([json(200, { user: null })]);
    await client.get('/api/settings.php', { query: { domain: 'localhost', country: undefined, a: 1 } });
    expect(calls[0].url).toBe('/api/settings.php?domain=localhost&a=1');
    expect((calls[0].init.headers as Record<string, string>)['X-Request-Type']).toBe('client');
  });

  it('retries 5xx, 429 and network errors with an exponential delay, then succeeds', async () => {
    const { client, fetch, sleep } = setup([
      json(500, {}),
      new TypeError('Failed to fetch'),
      json(429, {}),
      json(503, {}),
      json(200, { user: null }),
    ]);
    await expect(client.get('/api/user.php')).resolves.toEqual({ user: null });
    expect(fetch).toHaveBeenCalledTimes(5);
    expect(sleep.mock.calls.map((c: unknown[]) => c[0])).toEqual([250, 500, 1000, 2000]);
  });

  it('gives up after 5 retries (6 attempts) and throws the last error', async () => {
    const { client, fetch, sleep } = setup(
      Array.from({ length: 6 }, () => json(502, { error: 'bad_gateway', message: 'Bad gateway' })),
    );
    const error = await client.get('/api/chats.php').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, code: 'bad_gateway', message: 'Bad gateway' });
    expect(fetch).toHaveBeenCalledTimes(6);
    expect(sleep).toHaveBeenCalledTimes(5);
  });

  it('turns a lasting network failure into an ApiError with status 0', async () => {
    const { client, fetch } = setup(Array.from({ length: 6 }, () => new TypeError('Failed to fetch')));
    await expect(client.get('/api/settings.php')).rejects.toMatchObject({ status: 0, code: 'network_error' });
    expect(fetch).toHaveBeenCalledTimes(6);
  });

  it('does not retry other 4xx responses and maps the error body', async () => {
    const { client, fetch, sleep } = setup([
      json(400, { error: 'validation_failed', message: 'Invalid email', fields: { email: 'Invalid email' } }),
    ]);
    const error = await client.post('/api/signup.php', {}).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Invalid email',
      fields: { email: 'Invalid email' },
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('uses a status based code when the error body is not JSON', async () => {
    const { client } = setup([new Response('nope', { status: 404, statusText: 'Not Found' })]);
    await expect(client.get('/api/x.php')).rejects.toMatchObject({ status: 404, code: 'http_404' });
  });

  it('calls the authentication handler for a 403 authentication_required from other paths', async () => {
    const { client } = setup([json(403, { error: 'authentication_required', message: 'Login please' })]);
    const handler = vi.fn();
    client.onAuthenticationRequired(handler);
    await expect(client.get('/api/chats.php')).rejects.toMatchObject({ status: 403 });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0][0]).toMatchObject({ code: 'authentication_required' });
  });

  it('does not call the authentication handler for /api/user.php (with or without a query)', async () => {
    const { client } = setup([
      json(403, { error: 'authentication_required' }),
      json(403, { error: 'authentication_required' }),
    ]);
    const handler = vi.fn();
    client.onAuthenticationRequired(handler);
    await expect(client.get('/api/user.php')).rejects.toMatchObject({ status: 403 });
    await expect(client.post('/api/user.php?push=1', {})).rejects.toMatchObject({ status: 403 });
    expect(handler).not.toHaveBeenCalled();
  });

  it('calls the authentication handler for a 403 account_banned from any path, user.php included', async () => {
    const { client } = setup([
      json(403, { error: 'account_banned', message: 'Banned' }),
      json(403, { error: 'account_banned', message: 'Banned' }),
    ]);
    const handler = vi.fn();
    client.onAuthenticationRequired(handler);
    await expect(client.get('/api/user.php')).rejects.toMatchObject({ code: 'account_banned' });
    await expect(client.post('/api/user.php', { email: 'a', password: 'b' })).rejects.toMatchObject({
      status: 403,
    });
    expect(handler).toHaveBeenCalledTimes(2);
    expect(handler.mock.calls[0][0]).toMatchObject({ code: 'account_banned' });
  });

  it('does not call the authentication handler for other 403 errors', async () => {
    const { client } = setup([json(403, { error: 'csrf_header_missing' })]);
    const handler = vi.fn();
    const unregister = client.onAuthenticationRequired(handler);
    await expect(client.delete('/api/chat.php', { conversation: { id: 1 } })).rejects.toMatchObject({
      code: 'csrf_header_missing',
    });
    expect(handler).not.toHaveBeenCalled();
    unregister();
  });

  it('returns undefined for an empty 204 response', async () => {
    const { client } = setup([new Response(null, { status: 204 })]);
    await expect(client.post('/api/page-hidden.php', {})).resolves.toBeUndefined();
  });
});

describe('helpers', () => {
  it('doubles the delay from 250 ms', () => {
    expect([0, 1, 2, 3, 4].map(defaultRetryDelay)).toEqual([250, 500, 1000, 2000, 4000]);
  });

  it('appends to an existing query string and repeats array values', () => {
    expect(buildUrl('/api/user.php?push=1', { a: ['x', 'y'] })).toBe('/api/user.php?push=1&a=x&a=y');
    expect(buildUrl('/api/x.php', {})).toBe('/api/x.php');
  });

  it('knows the logout rule', () => {
    const authError = new ApiError(403, 'authentication_required', '');
    expect(isAuthenticationFailure('/api/likes.php', authError)).toBe(true);
    expect(isAuthenticationFailure('/api/user.php', authError)).toBe(false);
    expect(isAuthenticationFailure('/api/likes.php', new ApiError(401, 'authentication_required', ''))).toBe(
      false,
    );
  });
});
