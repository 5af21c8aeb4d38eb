import { expect, test, type APIRequestContext } from '@playwright/test';
import { signUpViaApi, skipEntryWarning } from './helpers/identity';
import { openProfile, solidPng, uploadPhotoViaApi } from './helpers/profile';
import { logInToConsole as logIn } from './helpers/admin';

// Issue 14 §3: a moderator works through the photo review queue of the admin console, approving and
// rejecting photos in bulk; the member sees the rejection and its reason on their own photos page.

const MODERATOR = { email: 'moderator@kindred.local', password: 'moderator-demo-2026' };
const REASON = 'Another person is in this photo';

test.use({ locale: 'en-US' });

test('a moderator approves and rejects photos in bulk; the member sees the reason', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  // the member, in a browser of their own, with three new photos (a free member's limit); another
  // member with one more
  const memberContext = await browser.newContext({ locale: 'en-US' });
  await skipEntryWarning(memberContext);
  const member = await memberContext.newPage();
  await signUpViaApi(member.request);
  const colours: [number, number, number][] = [
    [200, 60, 60],
    [60, 200, 60],
    [60, 60, 200],
  ];
  for (const [r, g, b] of colours) await uploadPhotoViaApi(member.request, solidPng(r, g, b));
  await signUpViaApi(request);
  await uploadPhotoViaApi(request, solidPng(200, 200, 60));
  const photoIds = async (context: APIRequestContext) =>
    ((await (await context.get('/api/photos.php')).json()) as { photos: { id: number }[] }).photos.map(
      (photo) => photo.id,
    );
  const ids = [...(await photoIds(member.request)), ...(await photoIds(request))];
  expect(ids).toHaveLength(4);

  await logIn(page, MODERATOR);
  await page.getByRole('menuitem', { name: 'Photos', exact: true }).click();
  await expect(page).toHaveURL(/#\/photos/);
  // the queue narrowed to these photos awaiting review
  const filter = encodeURIComponent(JSON.stringify({ status: 'pending', id: ids }));
  await page.goto(`/admin/#/photos?filter=${filter}`);
  const cards = page.locator('[data-testid^="photo-card-"]');
  await expect(cards).toHaveCount(4);
  const select = (id: number) => page.getByRole('checkbox', { name: `Select photo ${id}` });

  await test.step('approves two at once', async () => {
    await select(ids[0]!).check();
    await select(ids[1]!).check();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('2 photos approved')).toBeVisible();
    await expect(cards).toHaveCount(2);
  });

  await test.step('rejects the other two with a reason', async () => {
    await select(ids[2]!).check();
    await select(ids[3]!).check();
    await page.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject 2 photos' });
    await dialog.getByLabel('Reason the member sees').fill(REASON);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByText('2 photos rejected')).toBeVisible();
    await expect(page.getByText('No photos here.')).toBeVisible();
  });

  await test.step('the member sees the rejection and its reason', async () => {
    await openProfile(member);
    const card = member.locator(`[data-photo-id="${ids[2]}"]`);
    await expect(card.getByText('Rejected')).toBeVisible();
    await expect(card.getByText(`Reason: ${REASON}`)).toBeVisible();
    for (const id of ids.slice(0, 2)) {
      await expect(member.locator(`[data-photo-id="${id}"]`).getByText(/Reason:/)).toHaveCount(0);
    }
  });
  await memberContext.close();
});

// Polish counts in three forms (1; 2-4, 22-24; the rest): five photos are "5 zdjęć", not "5 zdjęcie"
// or react-admin's English "1 item selected" (stop 54's Polish audit).
test.describe('in Polish', () => {
  test.use({ locale: 'pl-PL' });

  test('a moderator selects, rejects and approves five photos, counted in the right form', async ({
    page,
    browser,
  }) => {
    test.slow();
    // two members with three and two new photos (a free member uploads three at most)
    const ids: number[] = [];
    for (const count of [3, 2]) {
      const context = await browser.newContext();
      await signUpViaApi(context.request);
      for (let index = 0; index < count; index++)
        await uploadPhotoViaApi(context.request, solidPng(40 * index, 120, 200 - 40 * index));
      const { photos } = (await (await context.request.get('/api/photos.php')).json()) as {
        photos: { id: number }[];
      };
      ids.push(...photos.map((photo) => photo.id));
      await context.close();
    }
    expect(ids).toHaveLength(5);

    await logIn(page, MODERATOR, { email: 'Adres e-mail', password: 'Hasło', submit: 'Zaloguj się' });
    const filter = encodeURIComponent(JSON.stringify({ status: 'pending', id: ids }));
    await page.goto(`/admin/#/photos?filter=${filter}`);
    await expect(page.locator('[data-testid^="photo-card-"]')).toHaveCount(5);
    for (const id of ids) await page.getByRole('checkbox', { name: `Zaznacz zdjęcie ${id}` }).check();
    await expect(page.getByText('Zaznaczono 5 elementów')).toBeVisible();

    await page.getByRole('button', { name: 'Odrzuć' }).click();
    const dialog = page.getByRole('dialog', { name: 'Odrzuć 5 zdjęć' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Anuluj' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Zatwierdź' }).click();
    await expect(page.getByText('5 zdjęć zatwierdzonych')).toBeVisible();
    await expect(page.getByText('Brak zdjęć.')).toBeVisible();
  });
});
