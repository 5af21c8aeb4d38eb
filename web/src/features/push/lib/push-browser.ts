import type { PushCapabilities } from './push-state';

/** The service worker (web/public/sw.js, version 2 of SPEC §9), for the whole app. */
export const SERVICE_WORKER_URL = '/sw.js';

/** What this browser offers for web push. */
export function readCapabilities(siteKey: boolean, scope: typeof globalThis = globalThis): PushCapabilities {
  const nav = scope.navigator as Navigator | undefined;
  return {
    serviceWorker: !!nav && 'serviceWorker' in nav,
    pushManager: 'PushManager' in scope,
    notifications: 'Notification' in scope,
    siteKey,
  };
}

/** Registers the service worker (or finds it registered); null where that fails. */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  try {
    return await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  } catch {
    return null;
  }
}

export function notificationPermission(): NotificationPermission {
  try {
    return Notification.permission;
  } catch {
    return 'default';
  }
}

export async function currentSubscription(
  registration: ServiceWorkerRegistration,
): Promise<PushSubscription | null> {
  try {
    return await registration.pushManager.getSubscription();
  } catch {
    return null;
  }
}

/** Asks for permission (a click must have started this) and subscribes with the site's key. */
export async function subscribeBrowser(
  registration: ServiceWorkerRegistration,
  siteKey: Uint8Array<ArrayBuffer>,
): Promise<{ permission: NotificationPermission; subscription: PushSubscription | null }> {
  let permission: NotificationPermission;
  try {
    permission = await Notification.requestPermission();
  } catch {
    permission = notificationPermission();
  }
  if (permission !== 'granted') return { permission, subscription: null };
  try {
    const existing = await currentSubscription(registration);
    const subscription =
      existing ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: siteKey }));
    return { permission, subscription };
  } catch {
    return { permission, subscription: null };
  }
}
