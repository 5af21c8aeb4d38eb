import type { IncomingMessage } from 'node:http';

/**
 * Entries the stream keeps for connection-state recovery: at 1,000 deliveries a second (500 messages,
 * each to both members) about 50 s; a socket away longer refetches over HTTP (PostgreSQL is the truth).
 */
export const recoveryStreamLength = 50_000;

/**
 * A browser's handshake must come from the app's own origin (the session cookie would otherwise let any
 * site open a socket as the member); a client without an Origin header (not a browser) is let through to
 * the session check.
 */
export function sameOriginOnly(
  request: IncomingMessage,
  callback: (error: string | null | undefined, success: boolean) => void,
): void {
  const origin = request.headers.origin;
  if (!origin) return callback(null, true);
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return callback('bad origin', false);
  }
  const forwarded = request.headers['x-forwarded-host'];
  const allowed = [request.headers.host, ...(typeof forwarded === 'string' ? forwarded.split(',') : [])];
  callback(
    null,
    allowed.some((one) => one?.trim() === host),
  );
}
