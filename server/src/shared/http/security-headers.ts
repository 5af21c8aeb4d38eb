import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers, worked out once at start-up and set in one step per response. Helmet itself runs a
 * chain of a dozen middlewares per request; our policy does not depend on the request (no nonces), so
 * the answer is the same every time.
 */
export function securityHeaders(options: HelmetOptions): RequestHandler {
  if (dependsOnRequest(options)) {
    throw new Error('securityHeaders: a policy computed per request (a nonce) cannot be worked out once');
  }
  const headers = headersOf(helmet(options));
  return (_request: Request, response: Response, next: NextFunction) => {
    for (const [name, value] of headers) response.setHeader(name, value);
    next();
  };
}

function dependsOnRequest(options: HelmetOptions): boolean {
  const policy = options.contentSecurityPolicy;
  const directives = typeof policy === 'object' ? Object.values(policy.directives ?? {}) : [];
  return directives.some((value) => [value].flat().some((source: unknown) => typeof source === 'function'));
}

/** What a helmet middleware sets (and removes) on a response, recorded against a stand-in. */
function headersOf(middleware: ReturnType<typeof helmet>): Array<[string, string]> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  middleware({} as Request, recorder as unknown as Response, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
  });
  return [...headers];
}
