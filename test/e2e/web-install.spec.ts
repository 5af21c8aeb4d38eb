import { expect, test } from '@playwright/test';

// The member app can be installed on a home screen (SPEC §8's installed-app mode): Chromium itself
// checks the manifest linked from the page, its icons and the start URL.

test('the app is installable under the site’s name, with its icons', async ({ page, request }) => {
  await page.goto('/');
  await page.getByRole('dialog', { name: 'Adults only' }).getByRole('button', { name: 'Enter' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installabilityErrors).toEqual([]);

  const { url, data } = (await cdp.send('Page.getAppManifest')) as { url: string; data: string };
  expect(new URL(url).pathname).toBe('/api/manifest.webmanifest');
  const manifest = JSON.parse(data) as { name: string; icons: { src: string }[] };
  const settings = (await (await request.get('/api/settings.php')).json()) as { name: string };
  expect(manifest.name).toBe(settings.name);
  for (const icon of manifest.icons) {
    const answer = await request.get(icon.src);
    expect([icon.src, answer.status(), answer.headers()['content-type']]).toEqual([
      icon.src,
      200,
      expect.stringMatching(/^image\//),
    ]);
  }
});
