import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi, skipEntryWarning, useOwnIp } from './helpers/identity';
import { activeMember, memberInNewContext, sendViaApi } from './helpers/messaging';
import { NOTIFICATIONS } from './helpers/notifications';

// Web push (issue 13 §4): the push alert's rules, and a push arriving in the service worker (delivered
// through the DevTools protocol: headless Chromium has no push service) updating the open app.

test.beforeEach(async ({ page, context }) => {
  await skipEntryWarning(page);
  await useOwnIp(context);
  await context.grantPermissions(['notifications']);
});

const pushAlert = (page: Page) => page.getByTestId('push-alert');

/** A navigation inside the app (no reload): the push state stays what the page learned. */
async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
}

test(
  'the push alert shows where push is possible, not on the excluded pages, and stays dismissed',
  NOTIFICATIONS,
  async ({ page }) => {
    await signUpViaApi(page.request);
    await page.goto('/members');
    const alert = pushAlert(page);
    await expect(alert.getByText('Get notified at once')).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Enable notifications' })).toBeEnabled();

    // SPEC §2: not on signup, notifications, activate-done, directdebit, premium (a logged-in member is sent
    // from /signup to the members area; the signup's last step for them is /complete-signup)
    for (const [path, route] of [
      ['/notifications', 'notifications'],
      ['/premium', 'premium'],
      ['/directdebit', 'directdebit'],
      ['/activate/done', 'activate-done'],
      ['/complete-signup', 'complete-signup'],
    ]) {
      await goInApp(page, path);
      await expect(page.locator(`[data-route="${route}"]`).first()).toBeAttached();
      await expect(pushAlert(page)).toHaveCount(0);
      await goInApp(page, '/likes');
      await expect(pushAlert(page)).toBeVisible();
    }

    await pushAlert(page).getByRole('button', { name: 'Close' }).click();
    await expect(pushAlert(page)).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('push-alert-dismissed'))).toMatch(/^\d+$/);
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect(pushAlert(page)).toHaveCount(0);
  },
);

test(
  'on a phone the push alert waits until the photo warning is gone: one nudge at a time',
  NOTIFICATIONS,
  async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpViaApi(page.request); // no photo yet
    await page.goto('/members');
    const photoWarning = page.getByTestId('photo-warning');
    await expect(photoWarning.getByText('Add a profile photo')).toBeVisible();
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect(pushAlert(page)).toHaveCount(0);

    await photoWarning.getByRole('button', { name: 'Dismiss' }).click();
    await expect(photoWarning).toHaveCount(0);
    await expect(pushAlert(page).getByText('Get notified at once')).toBeVisible();
  },
);

test(
  'a visitor and a browser that refused notifications get no push alert',
  NOTIFICATIONS,
  async ({ page, context }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect(pushAlert(page)).toHaveCount(0);

    await context.clearPermissions();
    await signUpViaApi(page.request);
    await page.addInitScript(() => {
      Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
    });
    await page.goto('/members');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect(pushAlert(page)).toHaveCount(0);
  },
);

test(
  'a push arriving in the service worker reloads the unread count and the user and updates the badge',
  NOTIFICATIONS,
  async ({ page, browser }) => {
    test.setTimeout(90_000);
    // Without the socket only the polling (a minute apart) or a push can bring the new message.
    await page.route('**/socket.io/**', (route) => route.abort());
    await page.routeWebSocket(/socket\.io/, (socket) => socket.close());
    // The app badge (navigator.setAppBadge) as the page sets it.
    await page.addInitScript(() => {
      const badges: number[] = [];
      Object.assign(window, { appBadges: badges });
      Object.defineProperty(navigator, 'setAppBadge', {
        configurable: true,
        value: (count: number) => {
          badges.push(count);
          return Promise.resolve();
        },
      });
      Object.defineProperty(navigator, 'clearAppBadge', {
        configurable: true,
        value: () => {
          badges.push(0);
          return Promise.resolve();
        },
      });
    });

    const anna = await activeMember(page);
    const ben = await memberInNewContext(browser);
    const firstChats = page.waitForResponse((response) => response.url().includes('/api/chat-totals.php'));
    await page.goto('/members');
    await firstChats; // the unread count, loaded with the page
    await expect(page).not.toHaveTitle(/^\(\d+\)/);

    // What the service worker posts to the page
    await page.evaluate(() => {
      const messages: unknown[] = [];
      Object.assign(window, { swMessages: messages });
      navigator.serviceWorker.addEventListener('message', (event) => messages.push(event.data));
    });
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    // What the service worker asks Chromium to show, and whether Chromium showed it
    const worker =
      page
        .context()
        .serviceWorkers()
        .find((each) => each.url().startsWith(new URL(scope).origin)) ??
      (await page.context().waitForEvent('serviceworker'));
    await worker.evaluate(() => {
      const shown: Record<string, unknown>[] = [];
      const registration = (self as unknown as { registration: ServiceWorkerRegistration }).registration;
      const show = registration.showNotification.bind(registration);
      Object.assign(self, { shownNotifications: shown });
      registration.showNotification = (title: string, options: NotificationOptions = {}) => {
        const entry: Record<string, unknown> = {
          title,
          body: options.body,
          tag: options.tag,
          renotify: (options as { renotify?: boolean }).renotify,
          data: options.data as unknown,
          outcome: 'pending',
        };
        shown.push(entry);
        return show(title, options).then(
          () => void (entry.outcome = 'shown'),
          (error: unknown) => {
            entry.outcome = `refused: ${String(error)}`;
            throw error;
          },
        );
      };
    });

    const sent = await sendViaApi(ben.page.request, { member_id: anna.id }, 'Hi Anna');
    expect(sent.status).toBe(201);
    const conversation = sent.body.conversation!.id;

    const cdp = await page.context().newCDPSession(page);
    const registrationId = await new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const found = registrations.find((entry) => entry.scopeURL === scope && !entry.isDeleted);
        if (found) resolve(found.registrationId);
      });
      void cdp.send('ServiceWorker.enable');
    });

    const chatsReloaded = page.waitForRequest((request) => request.url().includes('/api/chat-totals.php'));
    const userReloaded = page.waitForRequest(
      (request) => request.url().includes('/api/user.php') && request.method() === 'GET',
    );
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(scope).origin,
      registrationId,
      data: JSON.stringify({
        v: 2,
        kind: 'message',
        title: `${ben.name} sent you a message`,
        body: 'Hi Anna',
        url: `/chats/${conversation}`,
        badge: 1,
        tag: `chat-${conversation}`,
      }),
    });

    await expect
      .poll(() => page.evaluate(() => (window as unknown as { swMessages: unknown[] }).swMessages))
      .toContainEqual({ type: 'kindred:push', version: 2, kind: 'message', badge: 1 });
    // The notification the service worker showed, with the page its click opens, as it asked Chromium to show
    // it and how Chromium answered. Asking getNotifications() instead failed twice in full test runs on a busy
    // machine (nothing listed after 10 s, then after 30 s) while the page had the worker's message: it reads
    // what Chromium's notification store lists, which is not what this app decides.
    await expect
      .poll(
        () =>
          worker.evaluate(() => (self as unknown as { shownNotifications: unknown[] }).shownNotifications),
        {
          timeout: 30_000,
        },
      )
      .toEqual([
        {
          title: `${ben.name} sent you a message`,
          body: 'Hi Anna',
          tag: `chat-${conversation}`,
          renotify: true,
          data: { url: `/chats/${conversation}`, version: 2 },
          outcome: 'shown',
        },
      ]);
    await chatsReloaded;
    await userReloaded;
    await expect(page).toHaveTitle(/^\(1\) /);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { appBadges: number[] }).appBadges))
      .toContain(1);
    await ben.page.context().close();
  },
);
