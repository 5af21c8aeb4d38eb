import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUpViaApi, skipEntryWarning, useOwnIp } from './helpers/identity';
import {
  activateViaMail,
  findSeededMember,
  logInAsSeededPremium,
  memberAs,
  whoAmI,
  type Member,
} from './helpers/members';

// Other members' profile pages and their landing pages (issue 4): photo locks for visitors and free
// members, the login and premium prompts, fictional profiles, block and report, and the three landings.

test.beforeEach(async ({ page, context }) => {
  await skipEntryWarning(page);
  await useOwnIp(context);
});

const withPhotos = (count: number) => (member: Member) => !member.fictional && member.photo_count >= count;

function profilePage(page: Page): Locator {
  return page.locator('[data-route="members-id"]');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function heading(page: Page, member: Member): Locator {
  return page.getByRole('heading', { level: 1, name: new RegExp(`^${escape(member.name)}, ${member.age}`) });
}

test('a visitor sees the main photo, locks on the others and login prompts for photos, like, chat and gift', async ({
  page,
  request,
}) => {
  const { member } = await findSeededMember(request, withPhotos(3));
  await page.goto(`/members/${member.id}`);
  await expect(heading(page, member)).toBeVisible();
  const gallery = page.getByRole('region', { name: `Photos of ${member.name}` });
  await expect(gallery.getByText(`${member.photo_count} photos`)).toBeVisible();
  await expect(
    gallery.getByRole('img', { name: `Photo 1 of ${member.photo_count} of ${member.name}` }),
  ).toBeVisible();
  const locked = gallery.getByRole('button', { name: /^Locked photo/ });
  await expect(locked).toHaveCount(member.photo_count - 1);

  const prompts: Array<[Locator, string]> = [
    [locked.first(), `Login to view more photos of ${member.name}`],
    [page.getByRole('button', { name: 'Like', exact: true }), `Login to like ${member.name}'s profile`],
    [page.getByRole('button', { name: 'Chat', exact: true }), 'You need to be logged in to chat'],
    [
      page.getByRole('button', { name: 'Send a gift' }),
      `You need to be logged in to send a gift to ${member.name}`,
    ],
  ];
  for (const [button, title] of prompts) {
    await button.click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(`/members/${member.id}`)}`,
    );
    await expect(dialog.getByRole('link', { name: 'Sign up for free' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }

  // the sign-up of a prompt opens the signup modal (desktop)
  await locked.first().click();
  await page.getByRole('dialog').getByRole('link', { name: 'Sign up for free' }).click();
  await expect(page.locator('#signup-modal')).toBeVisible();
  await expect(page.getByRole('dialog', { name: /Login to view more photos/ })).toHaveCount(0);
});

test('a visitor who logs in from a prompt comes back to the profile', async ({ page, request }) => {
  test.setTimeout(90_000); // a journey through several pages: slow on a busy machine
  const { member } = await findSeededMember(request, withPhotos(2));
  const account = await signUpViaApi(request);
  await page.goto(`/members/${member.id}`);
  await page.getByRole('button', { name: 'Like', exact: true }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Log in' }).click();
  const form = page.locator('[data-route="login"]');
  await form.getByLabel('E-mail address').fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`/members/${member.id}$`));
  await expect(heading(page, member)).toBeVisible();
});

test('a free member sees locks beyond the second photo, the premium message, and no address of a locked photo', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000); // a journey through several pages: slow on a busy machine
  const { member } = await findSeededMember(request, withPhotos(3));
  const premium = await playwright.request.newContext({ baseURL });
  let lockedUrls: string[];
  try {
    await logInAsSeededPremium(premium);
    const all = await memberAs(premium, member.id);
    lockedUrls = all!.member.photos.slice(2).flatMap((photo) => [photo.url!, photo.thumb_url!]);
  } finally {
    await premium.dispose();
  }
  expect(lockedUrls.length).toBeGreaterThanOrEqual(2);
  expect(lockedUrls.every(Boolean)).toBe(true);

  await signUpViaApi(page.request);
  await page.goto(`/members/${member.id}`);
  await expect(heading(page, member)).toBeVisible();
  const gallery = page.getByRole('region', { name: `Photos of ${member.name}` });
  await expect(gallery.getByRole('button', { name: /^Show photo/ })).toHaveCount(2);
  const locked = gallery.getByRole('button', { name: /^Locked photo/ });
  await expect(locked).toHaveCount(member.photo_count - 2);

  // the second photo shows large
  await gallery.getByRole('button', { name: `Show photo 2 of ${member.photo_count}` }).click();
  await expect(
    gallery.getByRole('img', { name: `Photo 2 of ${member.photo_count} of ${member.name}` }),
  ).toBeVisible();

  await locked.first().click();
  const dialog = page.getByRole('dialog', { name: 'This feature is only available for premium members' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');

  const html = await page.content();
  for (const url of lockedUrls) expect(html).not.toContain(url);
  const filenames = lockedUrls.map((url) => url.split('/').pop()!);
  for (const name of filenames) expect(html).not.toContain(name);

  // members get a like button and a chat link instead of the visitor prompts (likes: issue 11)
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'Chat', exact: true })).toHaveAttribute(
    'href',
    `/members/${member.id}/chat`,
  );
  await expect(page.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a fictional profile shows the icon next to the name and the site’s warning', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000); // a journey through several pages: slow on a busy machine
  const { member } = await findSeededMember(request, (candidate) => candidate.fictional);
  const settings = (await (await request.get('/api/settings.php')).json()) as {
    fictional_warning: string;
    fictional_singular: string;
  };
  await page.goto(`/members/${member.id}`);
  const title = heading(page, member);
  await expect(title).toBeVisible();
  await expect(title.getByRole('img', { name: settings.fictional_singular })).toBeVisible();
  await expect(page.getByText(settings.fictional_warning)).toBeVisible();

  // and the icon marks fictional profiles among the related cards too
  const related = page.getByRole('region', { name: 'Similar profiles' });
  const cards = related.locator('[data-member-card]');
  await expect(cards.first()).toBeVisible();
  const answer = await memberAs(request, member.id);
  for (const card of answer!.related) {
    const badge = related.locator(`[data-member-card="${card.id}"]`).getByRole('img', {
      name: settings.fictional_singular,
    });
    await expect(badge).toHaveCount(card.fictional ? 1 : 0);
  }
});

test('blocking a member: the blocker sees the blocked state, the blocked member sees only the message', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  // A (this page) blocks B (another browser); both are activated so their profiles are visible
  const a = await signUpViaApi(page.request);
  const aId = (await whoAmI(page.request)).id;
  await activateViaMail(page.request, a.email);
  const other = await browser.newContext({ baseURL });
  try {
    await skipEntryWarning(other);
    await useOwnIp(other);
    const bPage = await other.newPage();
    const b = await signUpViaApi(bPage.request);
    const bId = (await whoAmI(bPage.request)).id;
    await activateViaMail(bPage.request, b.email);

    await page.goto(`/members/${bId}`);
    await expect(
      page.getByRole('heading', { level: 1, name: new RegExp(`^${escape(b.name)}`) }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'More options' }).click();
    await page.getByRole('menuitem', { name: 'Block' }).click();
    const confirm = page.getByRole('dialog', { name: `Block ${b.name}?` });
    await expect(confirm).toBeVisible();
    const blocked = page.waitForResponse(
      (response) => response.url().endsWith('/api/block.php') && response.request().method() === 'POST',
    );
    await confirm.getByRole('button', { name: 'Block', exact: true }).click();
    expect((await blocked).status()).toBe(201);
    const notice = page.locator('[data-blocked-notice]');
    await expect(notice).toContainText(`You have blocked ${b.name}`);
    await expect(notice).toBeFocused();
    await expect(notice.getByRole('button', { name: 'Unblock' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Chat', exact: true })).toHaveCount(0);
    await page.reload();
    await expect(page.locator('[data-blocked-notice]')).toBeVisible();

    // B opens A's page: only the message, nothing of the profile
    await bPage.goto(`/members/${aId}`);
    const state = bPage.locator('[data-route="members-id"][data-member-state="blocked"]');
    await expect(
      state.getByRole('heading', {
        level: 1,
        name: `You're blocked by ${a.name}. You do not have access to this page.`,
      }),
    ).toBeVisible();
    await expect(bPage.getByRole('region', { name: /^Photos of/ })).toHaveCount(0);
    await expect(bPage.getByText(a.name, { exact: true })).toHaveCount(0);

    // A unblocks: B sees the profile again
    await page.locator('[data-blocked-notice]').getByRole('button', { name: 'Unblock' }).click();
    await expect(page.getByText(`${b.name} is no longer blocked.`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Chat', exact: true })).toBeVisible();
    await bPage.reload();
    await expect(
      bPage.getByRole('heading', { level: 1, name: new RegExp(`^${escape(a.name)}`) }),
    ).toBeVisible();
  } finally {
    await other.close();
  }
});

test('a member reports a profile, and a photo of it', async ({ page, request }) => {
  test.setTimeout(90_000); // a journey through several pages: slow on a busy machine
  const { member } = await findSeededMember(request, withPhotos(2));
  await signUpViaApi(page.request);
  await page.goto(`/members/${member.id}`);
  await expect(heading(page, member)).toBeVisible();

  // the profile, from the "…" menu
  await page.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('menuitem', { name: 'Report' }).click();
  let dialog = page.getByRole('dialog', { name: `Report ${member.name}` });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Choose a reason for your report.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Fake profile' }).check();
  await dialog.getByRole('textbox', { name: 'Remarks (optional)' }).fill('The photos look like a model’s.');
  let sent = page.waitForResponse((response) => response.url().endsWith('/api/report.php'));
  await dialog.getByRole('button', { name: 'Send report' }).click();
  let response = await sent;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toEqual({
    id: member.id,
    reason: 'fake_profile',
    remarks: 'The photos look like a model’s.',
  });
  await expect(dialog.getByText('Thank you, our moderators will look at your report.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // the photo shown large
  await page.getByRole('button', { name: 'Report this photo' }).click();
  dialog = page.getByRole('dialog', { name: `Report ${member.name}` });
  await dialog.getByRole('radio', { name: 'Inappropriate photo' }).check();
  await expect(dialog.getByRole('checkbox', { name: /about the photo/ })).toBeChecked();
  sent = page.waitForResponse((answer) => answer.url().endsWith('/api/report.php'));
  await dialog.getByRole('button', { name: 'Send report' }).click();
  response = await sent;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toEqual({
    id: member.id,
    photo_id: member.photos[0]!.id,
    reason: 'inappropriate_photo',
  });
  await expect(dialog.getByText('Thank you, our moderators will look at your report.')).toBeVisible();
});

test('an unknown member shows a not-found state; /likes/m/:id shows the profile with a way back', async ({
  page,
  request,
}) => {
  await page.goto('/members/987654');
  const missing = profilePage(page);
  await expect(missing.getByRole('heading', { name: 'This profile could not be found' })).toBeVisible();
  await expect(missing.getByRole('link', { name: 'Browse members' })).toHaveAttribute('href', '/members');

  const { member } = await findSeededMember(request, withPhotos(1));
  await page.goto(`/likes/m/${member.id}`);
  await expect(page.locator('[data-route="likes-m-id"]')).toBeVisible();
  await expect(heading(page, member)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to your likes' })).toHaveAttribute('href', '/likes');
});

test('the three landing pages tease the member with a signup call to action for visitors', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000); // a journey through several pages: slow on a busy machine
  const { member } = await findSeededMember(request, withPhotos(3));
  const landings = [
    [`/members/${member.id}/landing`, 'members-id-landing', 'classic'],
    [`/members/${member.id}/landing2/summer`, 'members-id-landing2-slug', 'spotlight'],
    [`/members/${member.id}/landing3`, 'members-id-landing3-slug', 'story'],
  ] as const;
  for (const [path, route, design] of landings) {
    await page.goto(path);
    const landing = page.locator(`[data-layout="lander"] [data-route="${route}"][data-landing="${design}"]`);
    await expect(landing).toBeVisible();
    await expect(landing.getByRole('heading', { level: 1 })).toContainText(member.name);
    await expect(landing.getByRole('img', { name: member.name })).toBeVisible();
    await expect(landing.getByText(`Sign up to see all photos of ${member.name}`)).toBeVisible();
    await expect(landing.getByRole('link', { name: 'Sign up for free' })).toHaveAttribute(
      'href',
      `/members/${member.id}/signup`,
    );
  }

  // desktop: the call to action opens the signup modal
  await page.getByRole('link', { name: 'Sign up for free' }).click();
  await expect(page.locator('#signup-modal')).toBeVisible();
});

test('on a phone the landing’s call to action opens the member’s signup page; members get "View profile"', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000); // a journey through several pages: slow on a busy machine
  const { member } = await findSeededMember(request, withPhotos(1));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/members/${member.id}/landing2`);
  await page.getByRole('link', { name: 'Sign up for free' }).click();
  await expect(page).toHaveURL(new RegExp(`/members/${member.id}/signup$`));
  await expect(page.locator('[data-route="members-id-signup"]')).toBeVisible();

  await signUpViaApi(page.request);
  await page.goto(`/members/${member.id}/landing3`);
  await expect(page.getByRole('link', { name: 'View profile' })).toHaveAttribute(
    'href',
    `/members/${member.id}`,
  );
  await expect(page.getByRole('link', { name: 'Sign up for free' })).toHaveCount(0);
});

test('on a phone a member’s actions sit in one row, each an icon over its label, and the tab bar shows short labels', async ({
  page,
  request,
}) => {
  const { member } = await findSeededMember(request, withPhotos(1));
  await page.setViewportSize({ width: 360, height: 740 });
  await signUpViaApi(page.request);
  await page.goto(`/members/${member.id}`);
  await expect(heading(page, member)).toBeVisible();
  // the tab bar's long labels show their short word, on one line
  const search = page.getByRole('link', { name: 'Search members' });
  expect(await search.evaluate((link: HTMLElement) => link.innerText.trim())).toBe('Search');
  const actions = page.getByRole('group', { name: `Contact ${member.name}` });
  const controls = [
    actions.getByRole('button', { name: 'Like', exact: true }),
    actions.getByRole('link', { name: 'Chat', exact: true }),
    actions.getByRole('link', { name: 'Send a gift', exact: true }),
    actions.getByRole('button', { name: 'More options' }),
  ];
  for (const control of controls) await expect(control).toBeVisible();
  // Measured in one go, so banners that arrive meanwhile and move the page cannot skew the comparison.
  const layout = await actions.evaluate((group) => {
    const boxes = [...group.children].map((control) => control.getBoundingClientRect());
    const gift = group.querySelector('a[href$="?gift"]')!;
    const label = [...gift.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.textContent);
    const range = document.createRange();
    range.selectNodeContents(label!);
    return {
      boxes: boxes.map(({ x, y, width }) => ({ x, y, width })),
      giftIconBottom: gift.querySelector('svg')!.getBoundingClientRect().bottom,
      giftLabelTop: range.getBoundingClientRect().top,
    };
  });
  const { boxes } = layout;
  expect(boxes).toHaveLength(controls.length);
  // one row: every control starts at the same height, left to right, and ends inside the 360 px screen
  for (const box of boxes) expect(Math.round(box.y)).toBe(Math.round(boxes[0]!.y));
  for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.x).toBeGreaterThan(boxes[i - 1]!.x);
  expect(boxes.at(-1)!.x + boxes.at(-1)!.width).toBeLessThanOrEqual(360);
  // the label sits under its icon, not beside it
  expect(layout.giftLabelTop).toBeGreaterThanOrEqual(layout.giftIconBottom - 1);
});
