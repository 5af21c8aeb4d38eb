import type { Request, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import { securityHeaders } from './security-headers';

/** The headers a middleware leaves on a response. */
function headersAfter(middleware: (req: Request, res: Response, next: () => void) => void) {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  let nextCalled = false;
  middleware({} as Request, response as unknown as Response, () => (nextCalled = true));
  expect(nextCalled).toBe(true);
  return headers;
}

describe('securityHeaders', () => {
  const options: HelmetOptions = {
    contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } },
    crossOriginEmbedderPolicy: false,
  };

  it('sets exactly the headers helmet sets for the same policy', () => {
    const ours = headersAfter(securityHeaders(options));
    expect(ours).toEqual(headersAfter(helmet(options)));
    expect(ours['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(ours['x-content-type-options']).toBe('nosniff');
    expect(ours['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('refuses a policy that depends on the request (a nonce per response)', () => {
    const perRequest: HelmetOptions = {
      contentSecurityPolicy: {
        directives: { scriptSrc: ["'self'", (_req, res) => `'nonce-${String((res as Response).locals)}'`] },
      },
    };
    // Worked out once, the nonce would be the same on every response.
    expect(() => securityHeaders(perRequest)).toThrow(/per request/);
  });
});
