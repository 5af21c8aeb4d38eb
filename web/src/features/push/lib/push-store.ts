import { PUSH_SUBSCRIPTION_EVENT } from '../../../lib/polling';
import { sendSubscription } from '../api/send-subscription';
import {
  currentSubscription,
  notificationPermission,
  readCapabilities,
  registerServiceWorker,
  subscribeBrowser,
} from './push-browser';
import { capabilityState, decodeSiteKey, type PushState, subscriptionState } from './push-state';

/*
 * The one push state of the page (SPEC §4), shared by the alert, the signup step and the polling:
 * started by usePushSync with the site's key, changed by enablePush.
 */

let state: PushState = 'unknown';
let registration: ServiceWorkerRegistration | null = null;
let siteKey: Uint8Array<ArrayBuffer> | null = null;
let loggedIn = false;
/** The endpoint last sent to the server while logged in (sent again after a new login). */
let sentEndpoint: string | null = null;
let started: Promise<void> | null = null;
const listeners = new Set<() => void>();

export function getPushState(): PushState {
  return state;
}

export function onPushStateChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setState(next: PushState): void {
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
  window.dispatchEvent(new Event(PUSH_SUBSCRIPTION_EVENT));
}

/** Finds out what the browser can do and whether it is subscribed (once a page). */
export function startPush(key: string | null | undefined): Promise<void> {
  started ??= (async () => {
    siteKey = decodeSiteKey(key);
    const capable = capabilityState(readCapabilities(siteKey !== null));
    setState(capable);
    if (capable === 'not_capable') return;
    registration = await registerServiceWorker();
    if (!registration) return setState('not_capable');
    const subscription = await currentSubscription(registration);
    setState(subscriptionState(notificationPermission(), subscription !== null));
    await syncWithAccount(subscription);
  })();
  return started;
}

/** The member logged in or out: a subscription goes to the account when logged in (SPEC §4). */
export async function setPushLoggedIn(value: boolean): Promise<void> {
  const wasLoggedIn = loggedIn;
  loggedIn = value;
  if (!registration) return;
  const subscription = await currentSubscription(registration);
  if (value) return syncWithAccount(subscription);
  if (wasLoggedIn && subscription) {
    // Logged out: this browser stops receiving the member's pushes (the push service forgets it).
    sentEndpoint = null;
    await subscription.unsubscribe().catch(() => false);
    setState(subscriptionState(notificationPermission(), false));
  }
}

async function syncWithAccount(subscription: PushSubscription | null): Promise<void> {
  if (!loggedIn || !subscription || subscription.endpoint === sentEndpoint) return;
  sentEndpoint = subscription.endpoint;
  try {
    await sendSubscription(subscription);
  } catch {
    sentEndpoint = null;
  }
}

/** The enable button: asks for permission, subscribes and tells the account; answers the new state. */
export async function enablePush(): Promise<PushState> {
  if (started) await started;
  if (!registration || !siteKey) return state;
  const { permission, subscription } = await subscribeBrowser(registration, siteKey);
  setState(subscriptionState(permission, subscription !== null));
  await syncWithAccount(subscription);
  return state;
}

/** For tests: back to the start. */
export function resetPushStore(): void {
  state = 'unknown';
  registration = null;
  siteKey = null;
  loggedIn = false;
  sentEndpoint = null;
  started = null;
  listeners.clear();
}
