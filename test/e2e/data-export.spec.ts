import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { logInViaUi, signUpViaApi, skipEntryWarning, useOwnIp } from './helpers/identity';
import { linkIn, waitForMail } from './helpers/mail';

// A member's copy of their data (issue 14 §6): asked for in /settings, prepared by a job, announced by
// e-mail with a link back to /settings, downloaded there as one ZIP file with the member's session.

test.beforeEach(async ({ page, context }) => {
  await skipEntryWarning(page);
  await useOwnIp(context);
});

test('a member requests their data in /settings, opens the mailed link and downloads the archive', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const account = await signUpViaApi(request);
  await logInViaUi(page, account.email, account.password);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Your data' });
  await expect(section.getByText(/everything we hold about you/)).toBeVisible();
  await section.getByRole('button', { name: 'Request my data' }).click();
  await expect(section.getByText(/We are preparing your data|Your data is ready/)).toBeVisible();

  const mail = await waitForMail(account.email, { subject: /ready to download/, link: '/settings?export=' });
  await page.goto(linkIn(mail, '/settings?export='));
  const ready = page.getByRole('region', { name: 'Your data' });
  await expect(ready.getByText(/Your data is ready\. You can download it until/)).toBeVisible();

  const downloading = page.waitForEvent('download');
  await ready.getByRole('link', { name: 'Download my data (ZIP)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(await readFile(await download.path())));
  expect(Object.keys(files)).toEqual(
    expect.arrayContaining(['account.json', 'profile.json', 'messages.json', 'likes.json', 'orders.json']),
  );
  expect(JSON.parse(strFromU8(files['account.json']!))).toMatchObject({ email: account.email });
  expect(JSON.parse(strFromU8(files['profile.json']!))).toMatchObject({ name: account.name });

  // another browser without the member's session gets nothing from the same address
  const href = await ready.getByRole('link', { name: 'Download my data (ZIP)' }).getAttribute('href');
  const stranger = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin });
  try {
    const refused = await stranger.request.get(href!);
    expect(refused.status()).toBe(403);
  } finally {
    await stranger.close();
  }
});
