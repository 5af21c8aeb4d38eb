import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A six-digit code has only a million values, so a plain hash of it is no secret: the stored form is an
 * HMAC keyed with the server secret and bound to its request.
 */
export function hashSmsCode(secret: string, requestId: string, code: string): string {
  return createHmac('sha256', secret).update(`${requestId}:${code}`).digest('hex');
}

/** Compares in constant time, so response times do not tell how much of a guess was right. */
export function smsCodeMatches(stored: string, candidate: string): boolean {
  const a = Buffer.from(stored.trim(), 'hex');
  const b = Buffer.from(candidate, 'hex');
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}
