import { devices, expect, type Page, test } from '@playwright/test';
import { signUpViaApi, skipEntryWarning, useOwnIp } from './helpers/identity';

// The swipe game (issue 11 §4): by keyboard to the day's limit of 4 likes, and by a finger on a phone.

test.beforeEach(async ({ page, context }) => {
  await skipEntryWarning(page);
  await useOwnIp(context);
});

const topCard = (page: Page) => page.locator('.swipe-card--top');
const topName = async (page: Page) => (await topCard(page).getAttribute('aria-label')) ?? '';

test('by keyboard: four likes, then the limit says when likes come back, and passing goes on', async ({
  page,
}) => {
  await signUpViaApi(page.request, { gender: 'female', seeking: 'male' });
  // the search leads to the game
  await page.goto('/members');
  await page
    .getByRole('navigation', { name: 'More ways to meet someone' })
    .getByRole('link', { name: 'Swipe game' })
    .click();
  await expect(page).toHaveURL(/\/swipe-game$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Swipe game' })).toBeVisible();
  await expect(page.getByTestId('likes-left')).toHaveText(/4 likes left today/);
  await expect(page.getByText('pass · → like · ↓ undo', { exact: false })).toBeVisible();

  for (let left = 3; left >= 0; left--) {
    const before = await topName(page);
    await page.keyboard.press('ArrowRight');
    await expect(topCard(page)).not.toHaveAttribute('aria-label', before);
    await expect(page.getByTestId('likes-left')).toHaveText(new RegExp(`${left} likes? left today`));
  }

  const limit = page.getByTestId('swipe-limit');
  await expect(limit).toContainText("That's all your likes for today");
  await expect(limit).toContainText(/New likes at .+\. You can keep passing until then\./);
  const kept = await topName(page);
  await page.keyboard.press('ArrowRight'); // no like left: the card stays
  await expect(topCard(page)).toHaveAttribute('aria-label', kept);

  await page.keyboard.press('ArrowLeft'); // passing goes on
  await expect(topCard(page)).not.toHaveAttribute('aria-label', kept);
  await expect(page.getByRole('button', { name: `Undo passing ${kept.split(',')[0]}` })).toBeEnabled();
  await page.keyboard.press('ArrowDown'); // and the pass can be taken back
  await expect(topCard(page)).toHaveAttribute('aria-label', kept);

  // the four likes are likes: they are on the likes page
  await page.goto('/likes/liked');
  await expect(page.locator('[data-likes-tab="liked"] li')).toHaveCount(4);
});

test.describe('on a phone', () => {
  const { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent } = devices['Pixel 7'];
  test.use({ viewport, deviceScaleFactor, isMobile, hasTouch, userAgent });

  /** A finger drags the top card `dx` px sideways (touch events, as a phone sends them). */
  async function swipeWithFinger(page: Page, dx: number) {
    // the layout's banners (photo, push) can push the stack below the fold: scroll to it as a member would
    await topCard(page).scrollIntoViewIfNeeded();
    const box = (await topCard(page).boundingBox())!;
    const y = box.y + box.height / 2;
    const x = box.x + box.width / 2;
    const client = await page.context().newCDPSession(page);
    await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let step = 1; step <= 8; step++) {
      await client.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: x + (dx * step) / 8, y: y + step }],
      });
    }
    await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await client.detach();
  }

  test('a swipe to the right likes, to the left passes, a short one does nothing', async ({ page }) => {
    await signUpViaApi(page.request, { gender: 'male', seeking: 'female' });
    await page.goto('/swipe-game');
    await expect(topCard(page)).toBeVisible();
    await expect(page.getByText('Or drag the card: right to like, left to pass.')).toBeVisible();
    const width = (await topCard(page).boundingBox())!.width;
    expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);

    const first = await topName(page);
    await swipeWithFinger(page, 30);
    await expect(topCard(page)).toHaveAttribute('aria-label', first);

    await swipeWithFinger(page, width * 0.6);
    await expect(topCard(page)).not.toHaveAttribute('aria-label', first);
    await expect(page.getByTestId('likes-left')).toHaveText(/3 likes left today/);

    const second = await topName(page);
    await swipeWithFinger(page, -width * 0.6);
    await expect(topCard(page)).not.toHaveAttribute('aria-label', second);
    await expect(page.getByTestId('likes-left')).toHaveText(/3 likes left today/);
    await page.getByRole('button', { name: `Undo passing ${second.split(',')[0]}` }).tap();
    await expect(topCard(page)).toHaveAttribute('aria-label', second);
  });
});
