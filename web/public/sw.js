/* global self */
/*
 * Kindred's service worker, version 2 (SPEC §9): shows web pushes, sets the app badge, opens the right
 * screen on a click, and tells open tabs to reload the user, chats and likes (SPEC §4).
 *
 * A push's payload (server: notifications/push/domain/push-payload.ts):
 *   { v: 2, kind: 'message' | 'like' | 'match', title, body, url, badge, tag }
 * Tabs get postMessage({ type: 'kindred:push', version, kind, badge }) on a push and
 * postMessage({ type: 'kindred:open', url }) when a click should show a page in an open tab.
 */
const SW_VERSION = 2;
const ICON = '/favicon.svg';

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** The payload's JSON; an empty object for a push without one (or not JSON). */
function readPayload(event) {
  if (!event.data) return {};
  try {
    const payload = event.data.json();
    return payload && typeof payload === 'object' ? payload : {};
  } catch {
    return { body: event.data.text() };
  }
}

/** Only paths of this app are opened. */
function appPath(url) {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/';
}

/** SPEC §8: a failure to set the badge is ignored. */
async function setBadge(count) {
  try {
    if (!Number.isFinite(count)) return;
    if (count > 0) await self.navigator.setAppBadge?.(count);
    else await self.navigator.clearAppBadge?.();
  } catch {
    // not supported, or not installed: ignored
  }
}

async function windows() {
  return self.clients.matchAll({ type: 'window', includeUncontrolled: true });
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  const badge = Number(payload.badge);
  event.waitUntil(
    (async () => {
      await setBadge(badge);
      for (const client of await windows()) {
        client.postMessage({ type: 'kindred:push', version: SW_VERSION, kind: payload.kind, badge });
      }
      await self.registration.showNotification(String(payload.title || self.location.hostname), {
        body: typeof payload.body === 'string' ? payload.body : '',
        tag: typeof payload.tag === 'string' ? payload.tag : undefined,
        renotify: typeof payload.tag === 'string',
        icon: ICON,
        badge: ICON,
        data: { url: appPath(payload.url), version: SW_VERSION },
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = appPath(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const open = (await windows()).filter((client) => new URL(client.url).origin === self.location.origin);
      const tab = open.find((client) => client.focused) || open[0];
      if (tab) {
        // The app shows the page itself (no reload), then comes to the front.
        tab.postMessage({ type: 'kindred:open', url: path });
        await tab.focus().catch(() => undefined);
        return;
      }
      await self.clients.openWindow(path);
    })(),
  );
});
