import { createHmac, timingSafeEqual } from 'node:crypto';

/** The shared secret, as is (the simpler of the two ways). */
export const MAIL_EVENTS_SECRET_HEADER = 'x-mail-events-secret';
/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<event>.<email>">` (the way that never sends the secret). */
export const MAIL_EVENTS_SIGNATURE_HEADER = 'x-mail-events-signature';
/** How far a signature's time may be from ours: older ones are replays. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const SIGNATURE = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/;

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The signature a provider (or a test) sends for a notice at `unixSeconds`. */
export function signMailEvent(secret: string, unixSeconds: number, event: string, email: string): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${event}.${email}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

export interface MailEventCredentials {
  secret?: unknown;
  signature?: unknown;
}

/**
 * Whether a notice is the provider's: the shared secret in its header, or a fresh signature over its
 * event and address. No configured secret (production without MAIL_EVENTS_SECRET): never.
 */
export function isAuthenticMailEvent(
  configured: string | undefined,
  credentials: MailEventCredentials,
  notice: { event: unknown; email: unknown },
  now: Date,
): boolean {
  if (!configured) return false;
  if (typeof credentials.secret === 'string' && credentials.secret) {
    return sameText(credentials.secret, configured);
  }
  if (typeof credentials.signature !== 'string') return false;
  const parts = SIGNATURE.exec(credentials.signature.trim());
  if (!parts || typeof notice.event !== 'string' || typeof notice.email !== 'string') return false;
  const at = Number(parts[1]);
  if (Math.abs(now.getTime() / 1000 - at) > SIGNATURE_TOLERANCE_SECONDS) return false;
  return sameText(signMailEvent(configured, at, notice.event, notice.email), credentials.signature.trim());
}
