import { AxeBuilder } from '@axe-core/playwright';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
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

/** A new member who reads German opens `path` on a phone `width` px wide. */
async function germanMemberOnPhone(
  { page, context, baseURL }: { page: Page; context: BrowserContext; baseURL?: string },
  width: number,
  path: string,
) {
  await context.addCookies([{ name: 'lang', value: 'de', url: baseURL! }]);
  await page.setViewportSize({ width, height: 844 });
  await signUpViaApi(page.request, { language: 'de' });
  await page.goto(path);
}

test('on a phone in German the three tabs of the likes page are whole on the screen', async ({
  page,
  context,
  baseURL,
}) => {
  await germanMemberOnPhone({ page, context, baseURL }, 390, '/likes/liked');
  const tabs = page.getByRole('navigation', { name: 'Deine Likes' }).getByRole('link');
  await expect(tabs).toHaveText(['Mögen dich', 'Von dir geliked', 'Matches']);
  for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });
});

test('on a phone in German the premium tab’s name holds what it shows, "Premium 3" (label in name)', async ({
  page,
  context,
  baseURL,
}) => {
  await germanMemberOnPhone({ page, context, baseURL }, 360, '/members');
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  const premium = nav.getByRole('link', { name: 'Hol dir Premium 3 Credits übrig', exact: true });
  await expect(premium.getByText('Premium', { exact: true })).toBeVisible();
  await expect(premium.getByText('3', { exact: true })).toBeVisible();
  // axe's rule is experimental: asked for by name; it checks every link and button named by aria-label
  const { violations } = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
  expect(violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([]);
  // and beside the account's button the site's name is whole too
  const name = page.locator('.logo__name');
  expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
});

const LOG_IN = {
  en: 'Log in',
  de: 'Anmelden',
  es: 'Iniciar sesión',
  fr: 'Se connecter',
  it: 'Accedi',
  nl: 'Inloggen',
  pl: 'Zaloguj się',
} as const;

test('on a phone the site’s name stands whole beside the language switcher and "Log in", in every language', async ({
  page,
  context,
  baseURL,
}) => {
  // 360 px, the narrowest common phone: the switcher is the globe alone; from 400 px it shows the code too
  for (const width of [360, 400]) {
    await page.setViewportSize({ width, height: 800 });
    for (const [lang, login] of Object.entries(LOG_IN)) {
      const where = `${lang} at ${width} px`;
      await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
      await page.goto('/login');
      const header = page.locator('.top-nav__inner');
      const logIn = header.getByRole('link', { name: login, exact: true });
      await expect(logIn).toBeInViewport({ ratio: 1 });
      const name = page.locator('.logo__name');
      await expect(name).toHaveText('Kindred');
      expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth), where).toBe(true);
      // nothing overlaps: the name, the switcher and "Log in" stand side by side
      const switcher = header.getByRole('combobox');
      const [nameBox, switcherBox, logInBox] = await Promise.all(
        [name, switcher, logIn].map(async (element) => (await element.boundingBox())!),
      );
      expect(nameBox.x + nameBox.width, where).toBeLessThanOrEqual(switcherBox.x);
      expect(switcherBox.x + switcherBox.width, where).toBeLessThanOrEqual(logInBox.x);
      // the switcher still holds the language (and names it, from 400 px), and switches it
      await expect(switcher).toHaveValue(lang);
      const code = header.getByText(lang.toUpperCase(), { exact: true });
      if (width >= 400) await expect(code).toBeVisible();
      else await expect(code).toBeHidden();
    }
  }
  await page.locator('.top-nav__inner').getByRole('combobox').selectOption('de');
  await expect(
    page.locator('.top-nav__inner').getByRole('link', { name: 'Anmelden', exact: true }),
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

test('every page of the members area opens with its title at one size and at one height', async ({
  page,
}) => {
  await signUpViaApi(page.request);
  const pages = [
    '/members',
    '/chats',
    '/likes',
    '/swipe-game',
    '/profile',
    '/settings',
    '/credits',
    '/notifications',
  ];
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const titles = new Map<string, string>();
    for (const path of pages) {
      await page.goto(path);
      const title = page.locator('main h1');
      await expect(title).toBeVisible();
      // the title's size and its distance from the top of the page's main area, in CSS pixels
      const measured = await title.evaluate((h1) => {
        const main = h1.closest('main')!.getBoundingClientRect();
        const box = h1.getBoundingClientRect();
        return `${getComputedStyle(h1).fontSize} at ${Math.round(box.top - main.top)}px`;
      });
      titles.set(path, measured);
    }
    const first = titles.get(pages[0]!)!;
    expect(Object.fromEntries(titles), `page titles at ${width} px`).toEqual(
      Object.fromEntries(pages.map((path) => [path, first])),
    );
  }
});
