import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, Response } from 'express';

const reads = new AsyncLocalStorage<Map<string, unknown>>();

/**
 * A row read once in a request and wanted again later in the same request (the session check reads the
 * account that user.php shows). Only reads (GET, HEAD) get a memo: a request that writes must see its
 * own writes, so it reads afresh.
 */
export function readMemoMiddleware(request: Request, _response: Response, next: NextFunction): void {
  if (request.method === 'GET' || request.method === 'HEAD') reads.run(new Map(), next);
  else next();
}

/** Keeps `value` for the rest of this read request (nothing outside one). */
export function rememberForRequest(key: string, value: unknown): void {
  reads.getStore()?.set(key, value);
}

/** What this read request remembered under `key`, handed out once. */
export function takeFromRequest<T>(key: string): T | undefined {
  const store = reads.getStore();
  if (!store?.has(key)) return undefined;
  const value = store.get(key) as T;
  store.delete(key);
  return value;
}
