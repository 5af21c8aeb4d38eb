import { expect, test } from '@playwright/test';
import { signUpViaApi, skipEntryWarning, uniqueName } from './helpers/identity';
import { activateViaMail, whoAmI } from './helpers/members';
import { logInToConsole } from './helpers/admin';

// Issue 14 §3: a member files a complaint on /complaints, a moderator resolves it in the console with a
// note, and the member sees the new state and the note.

const MODERATOR = { email: 'moderator@kindred.local', password: 'moderator-demo-2026' };

test.use({ locale: 'en-US' });

test('a member files a complaint, a moderator resolves it with a note, the member sees it', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  // The member complained about (their own session on `request`), and the member who complains (the page).
  const target = await signUpViaApi(request, { name: uniqueName('Rude'), gender: 'male', seeking: 'female' });
  const { id: targetId, email: targetEmail } = await whoAmI(request);
  // Activated: only a member the complainant may see (or talks with) can be complained about.
  await activateViaMail(request, targetEmail);
  await signUpViaApi(page.request);
  await skipEntryWarning(page);
  // The member side on a phone.
  await page.setViewportSize({ width: 390, height: 844 });

  await test.step('the member files a complaint on /complaints', async () => {
    await page.goto('/complaints');
    const root = page.locator('[data-route="complaints"]');
    await expect(root.getByRole('heading', { level: 1, name: 'Complaints' })).toBeVisible();
    await expect(root.getByTestId('complaints-empty')).toBeVisible();

    await root.getByLabel('Member concerned').selectOption({ label: 'Another member…' });
    await root.getByLabel('Profile number or link').fill(String(targetId));
    await root.getByRole('radio', { name: 'Harassment' }).check();
    await root.getByLabel('What happened?').fill('He keeps sending me insults.');
    await root.getByRole('button', { name: 'Send complaint' }).click();

    await expect(root.getByTestId('complaint-filed')).toBeVisible();
    const item = root.getByTestId('complaint');
    await expect(item).toHaveCount(1);
    await expect(item.getByRole('heading', { name: `About ${target.name}` })).toBeVisible();
    await expect(item.getByTestId('complaint-status')).toHaveText('Open');
    await expect(item).toContainText('Our moderators have not handled this complaint yet.');
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  const note = `We have warned ${target.name}. Thank you for telling us.`;

  await test.step('a moderator resolves it in the console with a note', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const consolePage = await context.newPage();
    await logInToConsole(consolePage, MODERATOR);
    await consolePage.getByRole('menuitem', { name: 'Complaints', exact: true }).click();
    await expect(consolePage).toHaveURL(/#\/complaints/);

    // Everything against the member: the count links to the group.
    const filter = encodeURIComponent(JSON.stringify({ target_profile_id: targetId }));
    await consolePage.goto(`/admin/#/complaints?filter=${filter}`);
    const row = consolePage.locator('table tbody tr').filter({ hasText: target.name });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('complaint-status')).toHaveText('Open');
    await expect(row.getByTestId('complaint-reports-against')).toHaveText('1 complaint (1 open)');
    await row.getByText('He keeps sending me insults.').click();

    await expect(consolePage).toHaveURL(/#\/complaints\/\d+\/show/);
    await consolePage.getByRole('button', { name: 'Assign to me' }).click();
    await expect(consolePage.getByText('Complaint assigned')).toBeVisible();
    await consolePage.getByRole('button', { name: 'Resolve', exact: true }).click();
    const dialog = consolePage.getByRole('dialog', { name: 'Resolve this complaint' });
    await dialog.getByRole('button', { name: 'Resolve' }).click();
    await expect(dialog.getByText('Write a note for the reporter.')).toBeVisible();
    await dialog.getByLabel('Note for the reporter').fill(note);
    await dialog.getByRole('button', { name: 'Resolve' }).click();
    await expect(consolePage.getByText('Complaint resolved')).toBeVisible();
    await expect(consolePage.getByTestId('complaint-status')).toHaveText('Resolved');
    await expect(consolePage.getByText(note)).toBeVisible();
    await context.close();
  });

  await test.step('the member sees the state and the note', async () => {
    await page.reload();
    const item = page.locator('[data-route="complaints"]').getByTestId('complaint');
    await expect(item.getByTestId('complaint-status')).toHaveText('Resolved');
    await expect(item.getByTestId('complaint-note')).toContainText(note);
  });
});
