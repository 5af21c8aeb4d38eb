import { type Browser, expect, type Page, test } from '@playwright/test';
import { signUpViaApi, skipEntryWarning, useOwnIp } from './helpers/identity';
import { activateViaMail, whoAmI } from './helpers/members';

// The member app in Polish on a 360 px phone (stop 54's audit): what a member noticed there.

test.beforeEach(async ({ page, context }) => {
  await skipEntryWarning(page);
  await useOwnIp(context);
});

/** A birth date `age` years ago: the search below narrows to that age, which no seeded member has. */
const bornYearsAgo = (age: number) => `${new Date().getFullYear() - age}-01-01`;

/** An active man who lives in `city`, signed up in a context of his own; his profile id. */
async function manIn(browser: Browser, city: string, age: number): Promise<number> {
  const context = await browser.newContext();
  await useOwnIp(context);
  const account = await signUpViaApi(context.request, {
    gender: 'male',
    seeking: 'female',
    country: 'PL',
    city,
    date_of_birth: bornYearsAgo(age),
  });
  await activateViaMail(context.request, account.email);
  const { id } = await whoAmI(context.request);
  await context.close();
  return id;
}

const LONG_CITIES = ['Castellammare di Stabia', 'Mönchengladbach', 'Konstancin-Jeziorna'];

test('on a 360 px phone the search cards show a long city whole, and stay aligned', async ({
  page,
  context,
  baseURL,
  browser,
}) => {
  const age = 96;
  const ids: number[] = [];
  for (const city of LONG_CITIES) ids.push(await manIn(browser, city, age));
  await context.addCookies([{ name: 'lang', value: 'pl', url: baseURL! }]);
  await page.setViewportSize({ width: 360, height: 800 });
  await signUpViaApi(page.request, { gender: 'female', seeking: 'male', language: 'pl' });
  await page.goto(`/members?gender=male&country=PL&min_age=${age}&max_age=${age}`);

  const card = (id: number) => page.locator(`[data-member-card="${id}"]`);
  for (const [index, city] of LONG_CITIES.entries()) {
    const id = ids[index]!;
    // the card's name (a link) holds the whole city, and so does what it shows
    await expect(card(id)).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(city) })).toHaveAttribute(
      'data-member-card',
      String(id),
    );
    const shown = card(id).locator('.member-card__city');
    await expect(shown).toHaveText(city);
    // nothing is cut off: no ellipsis, no clipped line
    const clipped = await shown.evaluate(
      (el) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight,
    );
    expect(clipped, city).toBe(false);
  }

  // two columns: the cards of a row are as tall whether a city takes one line or two, their photos as
  // large, and their names on one level
  await assertRowsAligned(page, ids);
});

async function assertRowsAligned(page: Page, ids: number[]) {
  const boxes = await Promise.all(
    ids.map(async (id) => {
      const card = page.locator(`[data-member-card="${id}"]`);
      const [whole, photo, name] = await Promise.all(
        [card, card.locator('.member-card__photo'), card.locator('.member-card__name')].map(
          async (part) => (await part.boundingBox())!,
        ),
      );
      return { whole: whole!, photo: photo!, name: name! };
    }),
  );
  const rows = new Map<number, typeof boxes>();
  for (const box of boxes)
    rows.set(Math.round(box.whole.y), [...(rows.get(Math.round(box.whole.y)) ?? []), box]);
  const sideBySide = [...rows.values()].filter((row) => row.length > 1);
  expect(sideBySide.length, 'at least one row holds two of the cards').toBeGreaterThan(0);
  for (const row of sideBySide) {
    const [first, ...rest] = row;
    for (const other of rest) {
      expect(Math.abs(other.whole.height - first!.whole.height)).toBeLessThan(1);
      expect(Math.abs(other.photo.height - first!.photo.height)).toBeLessThan(1);
      expect(Math.abs(other.name.y - first!.name.y)).toBeLessThan(1);
    }
  }
}

const LIKES_TABS = {
  en: ['Liked you', 'You liked', 'Matches'],
  de: ['Mögen dich', 'Von dir geliked', 'Matches'],
  es: ['Les gustas', 'Te gustan', 'Matches'],
  fr: ['Vous ont aimé', 'Vous avez aimé', 'Matchs'],
  it: ['A chi piaci', 'Ti piacciono', 'Match'],
  nl: ['Vinden jou leuk', 'Door jou geliket', 'Matches'],
  pl: ['Lubią cię', 'Polubione przez ciebie', 'Matche'],
} as const;

test('on a 360 px phone the three tabs of the likes page stand in one row, in every language', async ({
  page,
  context,
  baseURL,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  for (const [lang, names] of Object.entries(LIKES_TABS)) {
    await context.clearCookies();
    await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
    await signUpViaApi(page.request, { language: lang });
    await page.goto('/likes/liked');
    const tabs = page.locator('.likes-page__tabs').getByRole('link');
    await expect(tabs).toHaveText([...names]);
    const boxes = await Promise.all((await tabs.all()).map(async (tab) => (await tab.boundingBox())!));
    for (const box of boxes) {
      expect(box.y, `${lang}: one row`).toBe(boxes[0]!.y);
      expect(box.x + box.width, `${lang}: within the screen`).toBeLessThanOrEqual(360);
    }
  }
});

test('on a 360 px phone the date of birth shows its day, month and year names whole, in every language', async ({
  page,
  context,
  baseURL,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  for (const lang of Object.keys(LIKES_TABS)) {
    await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
    await page.goto('/signup');
    await page.locator('main').getByRole('radio').first().check();
    await page.locator('main').getByRole('radio').nth(2).check();
    await page.locator('main form').getByRole('button').last().click();
    const selects = page.locator('main select[autocomplete^="bday-"]');
    await expect(selects).toHaveCount(3);
    // a select shows its text between its side padding and its arrow (some 20 px): every choice, the
    // empty one named "Dzień", "Miesiąc", "Rok" included, fits there
    const cut = await selects.evaluateAll((elements) =>
      elements.flatMap((element) => {
        const select = element as HTMLSelectElement;
        const style = getComputedStyle(select);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room =
          select.getBoundingClientRect().width -
          parseFloat(style.paddingLeft) -
          parseFloat(style.paddingRight) -
          parseFloat(style.borderLeftWidth) -
          parseFloat(style.borderRightWidth) -
          20;
        return [...select.options]
          .filter((option) => context.measureText(option.text).width > room)
          .map((option) => option.text);
      }),
    );
    expect(cut, lang).toEqual([]);
  }
});
