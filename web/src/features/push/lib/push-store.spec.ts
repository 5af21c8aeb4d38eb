import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enablePush, getPushState, resetPushStore, setPushLoggedIn, startPush } from './push-store';

const SITE_KEY = `B${'A'.repeat(86)}`; // 65 bytes: 0x04 then zeros

/** A browser with a service worker, the Push API and notifications, whose push service works. */
function fakeBrowser(permission: NotificationPermission, subscribed: boolean) {
  let subscription: { endpoint: string; toJSON: () => unknown; unsubscribe: () => Promise<boolean> } | null =
    null;
  const make = () => ({
    endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
    toJSON: () => ({
      endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
      keys: { p256dh: 'p', auth: 'a' },
    }),
    unsubscribe: vi.fn(async () => {
      subscription = null;
      return true;
    }),
  });
  if (subscribed) subscription = make();
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async () => (subscription = make())),
  };
  const registration = { pushManager };
  const serviceWorker = {
    register: vi.fn(async () => registration),
    getRegistration: vi.fn(async () => registration),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  };
  const notification = { permission, requestPermission: vi.fn(async () => 'granted' as const) };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: serviceWorker });
  const fetch = vi.fn(async () => new Response(JSON.stringify({ devices: [] }), { status: 201 }));
  vi.stubGlobal('fetch', fetch);
  return { serviceWorker, pushManager, notification, fetch, current: () => subscription };
}

describe('the push store (SPEC §4)', () => {
  beforeEach(() => resetPushStore());
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('is not capable without a service worker or without a usable site key', async () => {
    await startPush(SITE_KEY);
    expect(getPushState()).toBe('not_capable');
    resetPushStore();
    fakeBrowser('default', false);
    await startPush('BPublicKeyForTests');
    expect(getPushState()).toBe('not_capable');
  });

  it('not subscribed, then subscribed with the site key; the subscription goes to the account', async () => {
    const browser = fakeBrowser('default', false);
    await setPushLoggedIn(true);
    await startPush(SITE_KEY);
    expect(browser.serviceWorker.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(getPushState()).toBe('not_subscribed');

    expect(await enablePush()).toBe('subscribed');
    expect(browser.notification.requestPermission).toHaveBeenCalled();
    const options = (
      browser.pushManager.subscribe.mock.calls as unknown as [{ applicationServerKey: Uint8Array }][]
    )[0]![0];
    expect(options).toMatchObject({ userVisibleOnly: true });
    expect(options.applicationServerKey).toHaveLength(65);
    expect(browser.fetch).toHaveBeenCalledTimes(1);
    const [url, init] = browser.fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/user.php?push=1');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      subscription: {
        endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
        keys: { p256dh: 'p', auth: 'a' },
      },
    });
  });

  it('a subscribed browser sends its subscription once logged in, and forgets it on logout', async () => {
    const browser = fakeBrowser('granted', true);
    await startPush(SITE_KEY);
    expect(getPushState()).toBe('subscribed');
    expect(browser.fetch).not.toHaveBeenCalled();
    await setPushLoggedIn(true);
    expect(browser.fetch).toHaveBeenCalledTimes(1);
    await setPushLoggedIn(true);
    expect(browser.fetch).toHaveBeenCalledTimes(1);

    await setPushLoggedIn(false);
    expect(browser.current()).toBeNull();
    expect(getPushState()).toBe('not_subscribed');
  });

  it('denied when notifications were refused', async () => {
    fakeBrowser('denied', false);
    await startPush(SITE_KEY);
    expect(getPushState()).toBe('denied');
  });
});
