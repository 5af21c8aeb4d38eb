import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, PNG_PHOTO, skipEntryWarning, uniqueEmail, uniqueName, useOwnIp } from './helpers/identity';
import { findSeededMember } from './helpers/members';
import { linkIn, waitForMail, waitForMails } from './helpers/mail';
import { NOTIFICATIONS } from './helpers/notifications';

// Signup (SPEC §2, §4, §5; issue 3): the desktop modal and the smartphone page run the same steps 0 to 4,
// each validated by the server, then the complete step ("confirm your e-mail") and the push opt-in.

const PASSWORD = 'kindred-e2e-2026';

test.beforeEach(async ({ page, context }) => {
  await skipEntryWarning(page);
  await useOwnIp(context);
});

function next(scope: Locator) {
  return scope.getByRole('button', { name: 'Next' });
}

async function expectStep(scope: Locator, title: string, dot?: number) {
  await expect(scope.getByRole('heading', { name: title })).toBeVisible();
  if (dot) await expect(scope.locator('[aria-current="step"]')).toHaveText(`Step ${dot} of 5`);
}

async function chooseBirthDate(scope: Locator, year: number, month: number, day: number) {
  await scope.getByLabel('Day', { exact: true }).selectOption(String(day));
  await scope.getByLabel('Month', { exact: true }).selectOption(String(month));
  await scope.getByLabel('Year', { exact: true }).selectOption(String(year));
}

/** Step 0 → step 3 with good answers (after the bad ones each test tries). */
async function fillAboutYou(scope: Locator) {
  await scope.getByRole('radio', { name: 'Woman', exact: true }).check();
  await scope.getByRole('radio', { name: 'Men', exact: true }).check();
  await next(scope).click();
}

async function fillBirthAndPlace(scope: Locator) {
  await chooseBirthDate(scope, new Date().getFullYear() - 30, 6, 15);
  await scope.getByLabel('City').fill('Utrecht');
  await next(scope).click();
}

async function fillProfile(scope: Locator, name: string) {
  await scope.getByLabel('Username').fill(name);
  await scope.getByLabel('A short introduction (optional)').fill('Hello from the browser tests!');
  await next(scope).click();
}

async function activateFromMail(page: Page, email: string) {
  const mail = await waitForMail(email, { link: '/api/activate.php' });
  await page.goto(linkIn(mail, '/api/activate.php'));
  await expect(page).toHaveURL(/\/activate\/done$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the members' })).toHaveAttribute('href', '/members');
}

/** Steps 0 to 4 with good answers, the complete step and the push opt-in, in `scope`. */
async function signUpThroughAllSteps(scope: Locator, email: string) {
  await expectStep(scope, 'About you', 1);
  await fillAboutYou(scope);
  await expectStep(scope, 'Birthday and location', 2);
  await fillBirthAndPlace(scope);
  await expectStep(scope, 'Your profile', 3);
  await fillProfile(scope, uniqueName('Back'));
  await expectStep(scope, 'Your account', 4);
  await scope.getByLabel('E-mail address').fill(email);
  await scope.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await scope.getByRole('button', { name: 'Create my account' }).click();
  await expectStep(scope, 'Your photo', 5);
  await scope.getByRole('button', { name: 'Skip' }).click();
  await expectStep(scope, 'Confirm your e-mail');
  await scope.getByRole('button', { name: 'Continue' }).click();
  await expectStep(scope, 'Turn on notifications');
  await scope.getByRole('button', { name: 'Not now' }).click();
}

test('a username in the form of an e-mail address is compared with the e-mail only once there is one', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const email = `s${Date.now() % 1_000_000_000}@kindred.test`; // short enough to be a username too
  await page.goto('/signup');
  const signup = page.locator('[data-route="signup"]');
  await fillAboutYou(signup);
  await fillBirthAndPlace(signup);

  // no e-mail address yet: nothing to be the same as
  await expectStep(signup, 'Your profile', 3);
  await signup.getByLabel('Username').fill(email);
  await next(signup).click();
  await expectStep(signup, 'Your account', 4);
  await expect(page.getByText('Username may not be the same as your e-mail address')).toHaveCount(0);

  // the same address as the username: back to the profile step with the spec's message
  await signup.getByLabel('E-mail address').fill(email);
  await signup.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await signup.getByRole('button', { name: 'Create my account' }).click();
  await expectStep(signup, 'Your profile', 3);
  await expect(signup.getByText('Username may not be the same as your e-mail address')).toBeVisible();
});

test('signing up from a member’s landing page returns to that member', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { member } = await findSeededMember(request, () => true);
  await page.goto(`/members/${member.id}/landing`);
  await page.getByRole('link', { name: 'Sign up for free' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your free account' });
  await expect(dialog).toBeVisible();
  await signUpThroughAllSteps(dialog, uniqueEmail('landing'));
  await expect(page).toHaveURL(new RegExp(`/members/${member.id}\\?api_signup_complete=1$`));
  await expect(page.locator('[data-route="members-id"]')).toBeVisible();
  await expect(
    page.locator('[data-slot="warning-banners"]').getByText('Please confirm your e-mail address.'),
  ).toBeVisible();
});

test('signing up from the login page returns to the page the login was for', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/login?next=%2Fprofile');
  await page.locator('[data-route="login"]').getByRole('link', { name: 'Sign up for free' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your free account' });
  await expect(dialog).toBeVisible();
  await signUpThroughAllSteps(dialog, uniqueEmail('loginnext'));
  await expect(page).toHaveURL(/\/profile\?api_signup_complete=1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
});

test(
  'a visitor signs up in the desktop modal, with the spec’s messages on bad input, and activates',
  NOTIFICATIONS,
  async ({ page }) => {
    test.setTimeout(90_000); // every step goes to the server, twice on bad input
    const email = uniqueEmail('desktop');
    const name = uniqueName('Desk');

    // arrives with tracking data, which survives a reload (sessionStorage) until the signup
    await page.goto('/?network=e2e-net&ref=e2e-ref&sub1=one&sub2=two&sub3=three');
    await page.goto('/');
    const cta = page.locator('[data-route="index"]').getByRole('link', { name: 'Sign up for free' });
    await cta.click();
    const dialog = page.getByRole('dialog', { name: 'Create your free account' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // nothing touched yet: Escape closes the modal
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await cta.click();
    await expect(dialog).toBeVisible();

    // step 0: nothing chosen → the server's message
    await expectStep(dialog, 'About you', 1);
    await next(dialog).click();
    await expect(dialog.getByText('Please choose one of the options.').first()).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Woman', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await dialog.getByRole('radio', { name: 'Woman', exact: true }).check();

    // in progress now: neither Escape nor a click on the backdrop closes it
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();

    await fillAboutYou(dialog);

    // step 1: under 18, then an impossible date
    await expectStep(dialog, 'Birthday and location', 2);
    const tomorrow18 = new Date();
    tomorrow18.setDate(tomorrow18.getDate() + 1);
    if (tomorrow18.getFullYear() === new Date().getFullYear()) {
      await chooseBirthDate(
        dialog,
        tomorrow18.getFullYear() - 18,
        tomorrow18.getMonth() + 1,
        tomorrow18.getDate(),
      );
      await dialog.getByLabel('City').fill('Utrecht');
      await next(dialog).click();
      await expect(dialog.getByText('Enter your date of birth (18+)')).toBeVisible();
    }
    await chooseBirthDate(dialog, 1990, 2, 31);
    await dialog.getByLabel('City').fill('Utrecht');
    await next(dialog).click();
    await expect(dialog.getByText('Invalid date of birth.')).toBeVisible();
    await expect(dialog.getByLabel('Day', { exact: true })).toBeFocused();
    // no geoip answer for a private address: the country of the browser's language (en-US: the United
    // States); the region is labelled for the country: a province in the Netherlands
    await expect(dialog.getByLabel('Country')).toHaveValue('US');
    await dialog.getByLabel('Country').selectOption('NL');
    await dialog.getByLabel('Province').selectOption({ index: 1 });
    await fillBirthAndPlace(dialog);

    // step 2: '@name', then a name that is an e-mail address
    await expectStep(dialog, 'Your profile', 3);
    await dialog.getByLabel('Username').fill('@anna');
    await next(dialog).click();
    await expect(dialog.getByText('Username may not start with @')).toBeVisible();
    await expect(dialog.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Username')).toBeFocused();
    await fillProfile(dialog, name);

    // step 3: a bad address, an address that has an account, then the real one
    await expectStep(dialog, 'Your account', 4);
    await dialog.getByLabel('E-mail address').fill('not-an-email');
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Create my account' }).click();
    await expect(dialog.getByText('Invalid email')).toBeVisible();
    await dialog.getByLabel('E-mail address').fill(DEMO.email);
    await dialog.getByRole('button', { name: 'Create my account' }).click();
    await expect(
      dialog.getByText('This email address already owns an account on this website.'),
    ).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Log in with this e-mail address' })).toHaveAttribute(
      'href',
      '/login',
    );
    await dialog.getByLabel('E-mail address').fill(email);
    const passwordInput = dialog.getByLabel('Password', { exact: true });
    await expect(passwordInput).toHaveAttribute('type', 'password');
    await dialog.getByRole('button', { name: 'Show' }).click();
    await expect(passwordInput).toHaveAttribute('type', 'text');

    const signupRequest = page.waitForRequest(
      (request) =>
        request.method() === 'POST' &&
        new URL(request.url()).pathname === '/api/signup.php' &&
        !new URL(request.url()).search,
    );
    await dialog.getByRole('button', { name: 'Create my account' }).click();
    const body = (await signupRequest).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      email,
      name,
      gender: 'female',
      seeking: 'male',
      country: 'NL',
      city: 'Utrecht',
      language: 'en',
      network: 'e2e-net',
      ref: 'e2e-ref',
      sub1: 'one',
      sub2: 'two',
      sub3: 'three',
    });

    // step 4: the photo, with a preview
    await expectStep(dialog, 'Your photo', 5);
    await dialog.getByLabel('Profile photo (optional)').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: PNG_PHOTO,
    });
    await expect(dialog.getByRole('img', { name: 'Preview of your photo' })).toBeVisible();
    // the chooser is the site's button (the browser's own "Choose File" is hidden) and names the file
    await expect(dialog.getByText('Choose another photo')).toBeVisible();
    await expect(dialog.getByText('me.png')).toBeVisible();
    const upload = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/signup-photo.php',
    );
    await dialog.getByRole('button', { name: 'Upload photo' }).click();
    expect((await upload).status()).toBe(201);

    // the complete step: the address, and "send again"
    await expectStep(dialog, 'Confirm your e-mail');
    await expect(dialog.getByText(`We have sent a link to ${email}.`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Send again' }).click();
    await expect(dialog.getByText('We have sent the e-mail again.')).toBeVisible();
    await waitForMails(email, { link: '/api/activate.php' }, 2);
    await dialog.getByRole('button', { name: 'Continue' }).click();

    // the push opt-in
    await expectStep(dialog, 'Turn on notifications');
    await expect(dialog.getByRole('button', { name: 'Enable notifications' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Not now' }).click();
    await expect(dialog).toHaveCount(0);
    // the suggested members to like first, then the members area
    await expect(page).toHaveURL(/\/signup-matches$/);
    await page.locator('[data-route="signup-matches"]').getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/members\?api_signup_complete=1$/);

    // desktop: the activate reminder is an alert in the banners
    const reminder = page.locator('[data-slot="warning-banners"]');
    await expect(reminder.getByText('Please confirm your e-mail address.')).toBeVisible();
    await expect(page.locator('#activate-reminder')).toHaveCount(0);

    await activateFromMail(page, email);
    await expect(reminder.getByText('Please confirm your e-mail address.')).toHaveCount(0);
  },
);

test.describe('in a French browser', () => {
  test.use({ locale: 'fr-FR' });

  test('without a geoip answer the signup starts in France, not in the first country', async ({ page }) => {
    await page.goto('/signup');
    const signup = page.locator('[data-route="signup"]');
    await fillAboutYou(signup);
    await expectStep(signup, 'Birthday and location', 2);
    await expect(signup.getByLabel('Country')).toHaveValue('FR');
  });
});

test.describe('on a smartphone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the call to action opens the signup page; the reminder is a modal after signup', async ({ page }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('phone');

    await page.goto('/');
    await page.locator('[data-route="index"]').getByRole('link', { name: 'Sign up for free' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    const signup = page.locator('[data-layout="default"] [data-route="signup"]');
    await expect(signup.getByRole('heading', { level: 1, name: 'Create your free account' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await expectStep(signup, 'About you', 1);
    await fillAboutYou(signup);
    await expectStep(signup, 'Birthday and location', 2);
    await fillBirthAndPlace(signup);
    await expectStep(signup, 'Your profile', 3);
    await fillProfile(signup, uniqueName('Phone'));
    await expectStep(signup, 'Your account', 4);
    await signup.getByLabel('E-mail address').fill(email);
    await signup.getByLabel('Password', { exact: true }).fill('short');
    await signup.getByRole('button', { name: 'Create my account' }).click();
    await expect(signup.getByText('Your password must be 8 to 128 characters long.')).toBeVisible();
    await signup.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await signup.getByRole('button', { name: 'Create my account' }).click();

    await expectStep(signup, 'Your photo', 5);
    await signup.getByRole('button', { name: 'Skip' }).click();
    await expectStep(signup, 'Confirm your e-mail');
    await expect(signup.getByText(`We have sent a link to ${email}.`)).toBeVisible();
    await signup.getByRole('button', { name: 'Continue' }).click();
    await expectStep(signup, 'Turn on notifications');
    await signup.getByRole('button', { name: 'Not now' }).click();
    await expect(page).toHaveURL(/\/signup-matches$/);
    await page.locator('[data-route="signup-matches"]').getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/members\?api_signup_complete=1$/);

    // a smartphone right after signup: the reminder is a modal, with "send again"
    const reminder = page.getByRole('dialog', { name: 'Please confirm your e-mail address.' });
    await expect(reminder).toBeVisible();
    await expect(reminder.getByText(`We have sent a link to ${email}.`)).toBeVisible();
    await reminder.getByRole('button', { name: 'Send again' }).click();
    await expect(reminder.getByText('We have sent the e-mail again.')).toBeVisible();
    await reminder.getByRole('button', { name: 'Got it' }).click();
    await expect(reminder).toHaveCount(0);
    await expect(
      page.locator('[data-slot="warning-banners"]').getByText('Please confirm your e-mail address.'),
    ).toBeVisible();

    // /complete-signup shows the complete step to this member
    await page.goto('/complete-signup');
    await expect(
      page.locator('[data-route="complete-signup"]').getByRole('heading', { name: 'Confirm your e-mail' }),
    ).toBeVisible();

    await activateFromMail(page, email);
    await page.goto('/complete-signup');
    await expect(page).toHaveURL(/\/members$/);
  });

  test('the member’s signup page returns to that member after signup', async ({ page, request }) => {
    test.setTimeout(90_000);
    const { member } = await findSeededMember(request, () => true);
    await page.goto(`/members/${member.id}/landing`);
    await page.getByRole('link', { name: 'Sign up for free' }).click();
    await expect(page).toHaveURL(new RegExp(`/members/${member.id}/signup$`));
    await signUpThroughAllSteps(page.locator('[data-route="members-id-signup"]'), uniqueEmail('phoneback'));
    await expect(page).toHaveURL(new RegExp(`/members/${member.id}\\?api_signup_complete=1$`));
    await expect(page.getByRole('dialog', { name: 'Please confirm your e-mail address.' })).toBeVisible();
  });
});

test('/members/:id/signup shows the steps with the member teaser in the empty layout', async ({ page }) => {
  await page.goto('/members/1/signup');
  const signup = page.locator('[data-layout="empty"] [data-route="members-id-signup"]');
  await expect(signup.getByText('Sign up to chat with this member')).toBeVisible();
  await expectStep(signup, 'About you', 1);
  await expect(signup.locator('.step-dots li')).toHaveCount(5);
});

test('signups closed: the invite-only message instead of the form', async ({ page }) => {
  let signups = 'none';
  let siteName = '';
  await page.route('**/api/settings.php*', async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as Record<string, unknown>;
    siteName = String(json.name);
    await route.fulfill({ response, json: { ...json, signups } });
  });

  await page.goto('/signup');
  await expect(
    page.locator('[data-route="signup"]').getByText(`${siteName} is currently invite-only`),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);

  // with_trafficsource: closed without a network or ref, open with one
  signups = 'with_trafficsource';
  await page.goto('/signup?sub1=x');
  await expect(page.getByText(`${siteName} is currently invite-only`)).toBeVisible();
  await page.goto('/signup?ref=partner');
  await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();
  await expect(page.getByText(`${siteName} is currently invite-only`)).toHaveCount(0);
});

test('a bad activation link lands on /activate/error with the customer-service text', async ({ page }) => {
  await page.goto('/api/activate.php?token=not-a-real-token');
  await expect(page).toHaveURL(/\/activate\/error$/);
  const error = page.locator('[data-route="activate-error"]');
  await expect(error.getByRole('heading', { level: 1, name: 'Activation failed' })).toBeVisible();
  await expect(
    error.getByText('Something went wrong, please contact customer service for help.'),
  ).toBeVisible();
  await expect(error.getByRole('link', { name: 'Customer service' })).toHaveAttribute(
    'href',
    '/pages/service',
  );
  await expect(error.locator('a[href^="mailto:"]')).toBeVisible();
});
