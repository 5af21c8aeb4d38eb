import { expect, test } from '@playwright/test';
import { signUpViaApi, skipEntryWarning, useOwnIp } from './helpers/identity';
import { findSeededMember } from './helpers/members';
import { activeMember } from './helpers/messaging';

// The member app on a phone and with only a keyboard (stop 52's audit): what a member noticed there.

test.beforeEach(async ({ page, context }) => {
  await skipEntryWarning(page);
  await useOwnIp(context);
});

test('on a phone a dialog taller than the screen starts with its heading and close button in view', async ({
  page,
  request,
}) => {
  const { member } = await findSeededMember(request, (found) => !found.fictional && found.photo_count >= 1);
  await page.setViewportSize({ width: 390, height: 700 });
  await signUpViaApi(page.request);
  await page.goto(`/members/${member.id}`);
  await page.getByRole('button', { name: 'Report this photo' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Report ${member.name}` });
  await expect(dialog.getByRole('radio', { name: 'Fake profile' })).toBeVisible();
  // the focus starts on the close button, which the member sees; the heading above the fields too
  const close = dialog.getByRole('button', { name: 'Close' });
  await expect(close).toBeFocused();
  await expect(close).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole('heading', { name: `Report ${member.name}` })).toBeInViewport({ ratio: 1 });
  // and the end of the dialog is reached by scrolling
  const send = dialog.getByRole('button', { name: 'Send report' });
  await send.scrollIntoViewIfNeeded();
  await expect(send).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Report this photo' })).toBeFocused();
});

test('a form saved with the keyboard keeps the focus on its button', async ({ page }) => {
  await signUpViaApi(page.request);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Language' });
  const save = section.getByRole('button', { name: 'Save language' });
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(section.getByText('Your language has been saved.')).toBeVisible();
  await expect(save).toBeFocused();
  // and Tab goes on from there, not from the top of the page
  await page.keyboard.press('Tab');
  await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('link')).toBeFocused();
});

test('on a phone in German the three tabs of the likes page are whole on the screen', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'lang', value: 'de', url: baseURL! }]);
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpViaApi(page.request, { language: 'de' });
  await page.goto('/likes/liked');
  const tabs = page.getByRole('navigation', { name: 'Deine Likes' }).getByRole('link');
  await expect(tabs).toHaveText(['Mögen dich', 'Von dir geliked', 'Matches']);
  for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });
});

test('on a phone the site’s name stands whole beside the language switcher and "Log in", in every language', async ({
  page,
  context,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [lang, login] of [
    ['de', 'Anmelden'],
    ['es', 'Iniciar sesión'],
    ['fr', 'Se connecter'],
    ['pl', 'Zaloguj się'],
  ] as const) {
    await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
    await page.goto('/login');
    const header = page.locator('.top-nav__inner');
    await expect(header.getByRole('link', { name: login, exact: true })).toBeInViewport({ ratio: 1 });
    const name = page.locator('.logo__name');
    await expect(name).toHaveText('Kindred');
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth), lang).toBe(true);
    // the switcher still names and holds the language, and switches it
    await expect(header.getByRole('combobox')).toHaveValue(lang);
    await expect(header.getByText(lang.toUpperCase(), { exact: true })).toBeVisible();
  }
  await page.locator('.top-nav__inner').getByRole('combobox').selectOption('en');
  await expect(
    page.locator('.top-nav__inner').getByRole('link', { name: 'Log in', exact: true }),
  ).toBeVisible();
});

test('after asking for a password reset with the keyboard, the focus is on the confirmation', async ({
  page,
  request,
}) => {
  const account = await signUpViaApi(request);
  await page.goto('/reset-password');
  await page.getByLabel('E-mail address').fill(account.email);
  await page.keyboard.press('Enter');
  const sent = page.getByRole('status').filter({ hasText: 'Check your inbox' });
  await expect(sent).toBeVisible();
  await expect(page.locator(':focus')).toContainText('Check your inbox');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Back to log in' })).toBeFocused();
});

test('the gift picker a profile opened with the chat gives the focus to the message field when closed', async ({
  page,
  request,
}) => {
  const { member } = await findSeededMember(request, (found) => !found.fictional);
  await activeMember(page);
  await page.goto(`/members/${member.id}`);
  await page
    .getByRole('group', { name: `Contact ${member.name}` })
    .getByRole('link', { name: 'Send a gift' })
    .click();
  const picker = page.getByRole('dialog', { name: `Send ${member.name} a gift` });
  await expect(picker.getByRole('listitem').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(page.getByRole('textbox', { name: `Your message to ${member.name}` })).toBeFocused();
});

test('a banner dismissed with the keyboard leaves the focus on the page’s content', async ({ page }) => {
  await signUpViaApi(page.request);
  await page.goto('/members');
  const warning = page.getByTestId('photo-warning');
  await warning.getByRole('button', { name: 'Dismiss' }).focus();
  await page.keyboard.press('Enter');
  await expect(warning).toHaveCount(0);
  await expect(page.locator('main#main')).toBeFocused();
});
