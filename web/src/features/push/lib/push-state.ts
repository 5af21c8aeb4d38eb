/**
 * SPEC §4: the push subscription is `unknown` at first, then `capable` or `not_capable`; a capable
 * browser is then `subscribed`, `not_subscribed` or `denied` (the member refused notifications).
 */
export type PushState = 'unknown' | 'not_capable' | 'capable' | 'subscribed' | 'not_subscribed' | 'denied';

/** What the browser offers, as read by lib/push-browser.ts. */
export interface PushCapabilities {
  serviceWorker: boolean;
  pushManager: boolean;
  notifications: boolean;
  /** The site's VAPID public key (settings.push_public_key) is a P-256 point. */
  siteKey: boolean;
}

/** Capable when the browser has a service worker, the Push API and notifications, and the site a key. */
export function capabilityState(capabilities: PushCapabilities): 'capable' | 'not_capable' {
  const { serviceWorker, pushManager, notifications, siteKey } = capabilities;
  return serviceWorker && pushManager && notifications && siteKey ? 'capable' : 'not_capable';
}

/** A capable browser's state once its permission and subscription are known. */
export function subscriptionState(
  permission: NotificationPermission,
  hasSubscription: boolean,
): 'subscribed' | 'not_subscribed' | 'denied' {
  if (permission === 'denied') return 'denied';
  return hasSubscription && permission === 'granted' ? 'subscribed' : 'not_subscribed';
}

/** Push is possible here and not on yet: the alert's enable button and the signup step can switch it on. */
export function canEnablePush(state: PushState): boolean {
  return state === 'not_subscribed';
}

/** The site's key as the Push API wants it (`applicationServerKey`); null when it is no P-256 point. */
export function decodeSiteKey(key: string | null | undefined): Uint8Array<ArrayBuffer> | null {
  if (!key || !/^[A-Za-z0-9_-]+={0,2}$/.test(key)) return null;
  const base64 = key.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  let binary: string;
  try {
    binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  } catch {
    return null;
  }
  if (binary.length !== 65 || binary.charCodeAt(0) !== 4) return null;
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
