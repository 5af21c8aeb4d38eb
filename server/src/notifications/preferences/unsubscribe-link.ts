import { createHmac, timingSafeEqual } from 'node:crypto';
import { EMAIL_NOTIFICATION_TYPES, type EmailNotificationType } from '../notifications.contracts';

/**
 * The one-click unsubscribe link of a notification mail (RFC 8058): `/api/unsubscribe.php?t=<token>`, the
 * token `<memberId>.<type>.<signature>` signed with HMAC-SHA256 under the `UNSUBSCRIBE_SECRET` config key.
 * It never expires (an old mail's link still works) and says nothing but whom and which type.
 */

export interface UnsubscribeLinkConfig {
  /** `UNSUBSCRIBE_SECRET` from the configuration. */
  secret: string;
  /** The site's address, e.g. `https://kindred.example` (the mail's site, not necessarily PUBLIC_URL). */
  baseUrl: string;
}

export interface UnsubscribeTarget {
  memberId: number;
  type: EmailNotificationType;
}

const TYPES: ReadonlySet<string> = new Set(EMAIL_NOTIFICATION_TYPES);
const TOKEN = /^([1-9][0-9]{0,9})\.([a-z_]{1,40})\.([A-Za-z0-9_-]{43})$/;

function signature(secret: string, memberId: number, type: EmailNotificationType): string {
  return createHmac('sha256', secret).update(`unsubscribe:${memberId}:${type}`).digest('base64url');
}

/** The signed token for `type` of `memberId`. */
export function unsubscribeToken(secret: string, memberId: number, type: EmailNotificationType): string {
  if (!secret) throw new Error('unsubscribe links need a secret');
  return `${memberId}.${type}.${signature(secret, memberId, type)}`;
}

/** The https link a mail's `List-Unsubscribe` header and footer carry. */
export function unsubscribeUrl(
  config: UnsubscribeLinkConfig,
  memberId: number,
  type: EmailNotificationType,
): string {
  const base = config.baseUrl.replace(/\/+$/, '');
  return `${base}/api/unsubscribe.php?t=${encodeURIComponent(unsubscribeToken(config.secret, memberId, type))}`;
}

/** Whom and which type a token names; null for anything not signed with `secret` (compared in constant time). */
export function verifyUnsubscribeToken(secret: string, token: unknown): UnsubscribeTarget | null {
  if (!secret || typeof token !== 'string') return null;
  const parts = TOKEN.exec(token);
  if (!parts) return null;
  const memberId = Number(parts[1]);
  const type = parts[2];
  if (!Number.isSafeInteger(memberId) || memberId > 2147483647 || !TYPES.has(type)) return null;
  const expected = Buffer.from(signature(secret, memberId, type as EmailNotificationType));
  const given = Buffer.from(parts[3]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { memberId, type: type as EmailNotificationType };
}
