import { isPlainObject } from '../../../shared/http/plain-object';
import type { MessageKey } from '../../../shared/i18n/messages';

/** A browser's push subscription as PushSubscription.toJSON() gives it, checked. */
export interface PushSubscriptionInput {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Longest endpoint accepted (real ones are a few hundred characters). */
export const MAX_ENDPOINT_LENGTH = 1000;

/**
 * The push services browsers use. In production an endpoint must be https on one of these (or a host
 * under one): the server POSTs to the endpoint, so any other address would let a member make it call
 * inside the network (fail closed). Elsewhere any http(s) address is taken, for local push services.
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
];

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** Reads `{subscription: {endpoint, keys: {p256dh, auth}}}`; the message key of the first fault otherwise. */
export function parsePushSubscription(
  body: unknown,
  production: boolean,
): { subscription: PushSubscriptionInput } | { error: MessageKey } {
  const subscription = isPlainObject(body) ? body.subscription : undefined;
  if (!isPlainObject(subscription)) return { error: 'push.invalid_subscription' };
  const { endpoint, keys } = subscription;
  if (typeof endpoint !== 'string' || !isAllowedEndpoint(endpoint, production))
    return { error: 'push.invalid_endpoint' };
  if (!isPlainObject(keys)) return { error: 'push.invalid_subscription' };
  const p256dh = decoded(keys.p256dh);
  const auth = decoded(keys.auth);
  // An uncompressed P-256 point and a 16-byte secret (RFC 8291).
  if (!p256dh || p256dh.length !== 65 || p256dh[0] !== 4 || !auth || auth.length !== 16)
    return { error: 'push.invalid_subscription' };
  return {
    subscription: { endpoint, p256dh: p256dh.toString('base64url'), auth: auth.toString('base64url') },
  };
}

export function isAllowedEndpoint(endpoint: string, production: boolean): boolean {
  if (endpoint.length > MAX_ENDPOINT_LENGTH) return false;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (!production) return url.protocol === 'https:' || url.protocol === 'http:';
  const host = url.hostname.toLowerCase();
  return (
    url.protocol === 'https:' &&
    PUSH_SERVICE_HOSTS.some((allowed) => host === allowed || host.endsWith(`.${allowed}`))
  );
}

function decoded(value: unknown): Buffer | null {
  if (typeof value !== 'string' || value.length > 200 || !BASE64URL.test(value)) return null;
  return Buffer.from(value.replace(/=+$/, ''), 'base64url');
}
