import { expect, test, type Locator } from '@playwright/test';
import { skipEntryWarning, signUpViaApi, uniqueEmail, useOwnIp } from './helpers/identity';
import { linkIn, waitForMail, waitForMails } from './helpers/mail';

// Bad signup input in the visitor's language (issue 3): a German visitor gets the spec's messages in
// German, an address of an account being deleted gets the reactivation mail, and nothing is created.

test.beforeEach(async ({ page, context }) => {
  await skipEntryWarning(page);
  await useOwnIp(context);
  await context.addCookies([{ name: 'lang', value: 'de', url: test.info().project.use.baseURL! }]);
});

function weiter(scope: Locator) {
  return scope.getByRole('button', { name: 'Weiter' });
}

test('a German visitor gets the signup messages in German and no account is left behind', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('deutsch');
  await page.goto('/signup');
  const signup = page.locator('[data-route="signup"]');
  await expect(signup.getByRole('heading', { name: 'Über dich' })).toBeVisible();

  await weiter(signup).click();
  await expect(signup.getByText('Bitte wähle eine der Optionen.').first()).toBeVisible();
  await signup.getByRole('radio', { name: 'Frau', exact: true }).check();
  await signup.getByRole('radio', { name: 'Männer', exact: true }).check();
  await weiter(signup).click();

  await expect(signup.getByRole('heading', { name: 'Geburtstag und Wohnort' })).toBeVisible();
  await signup.getByLabel('Tag', { exact: true }).selectOption('31');
  await signup.getByLabel('Monat', { exact: true }).selectOption('2');
  await signup.getByLabel('Jahr', { exact: true }).selectOption('1990');
  await signup.getByLabel('Stadt').fill('Berlin');
  await weiter(signup).click();
  await expect(signup.getByText('Ungültiges Geburtsdatum.')).toBeVisible();
  await signup.getByLabel('Tag', { exact: true }).selectOption('28');
  await weiter(signup).click();

  await expect(signup.getByRole('heading', { name: 'Dein Profil' })).toBeVisible();
  await signup.getByLabel('Benutzername').fill('@anna');
  await weiter(signup).click();
  await expect(signup.getByText('Der Benutzername darf nicht mit @ beginnen')).toBeVisible();
  await signup.getByLabel('Benutzername').fill('Anna');
  await weiter(signup).click();

  await expect(signup.getByRole('heading', { name: 'Dein Konto' })).toBeVisible();
  await signup.getByLabel('E-Mail-Adresse').fill('keine-adresse');
  await signup.getByLabel('Passwort', { exact: true }).fill('kindred-e2e-2026');
  await signup.getByRole('button', { name: 'Mein Konto erstellen' }).click();
  await expect(signup.getByText('Ungültige E-Mail-Adresse')).toBeVisible();
  await signup.getByLabel('E-Mail-Adresse').fill(email);
  await signup.getByLabel('Passwort', { exact: true }).fill('kurz');
  await signup.getByRole('button', { name: 'Mein Konto erstellen' }).click();
  await expect(signup.getByText('Dein Passwort muss 8 bis 128 Zeichen lang sein.')).toBeVisible();

  // every refusal above left nothing: the address is still free to sign up with
  const check = await request.post('/api/signup.php?validate=1', {
    headers: { 'X-Request-Type': 'client' },
    data: { email },
  });
  expect(check.status(), await check.text()).toBe(200);
});

test('an address of an account being deleted gets the reactivation link, which restores the account', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const account = await signUpViaApi(request);
  const deleted = await request.post('/api/delete-account.php', {
    headers: { 'X-Request-Type': 'client' },
    data: { reason: 'time' },
  });
  expect(deleted.status(), await deleted.text()).toBe(200);
  await waitForMail(account.email, { link: '/api/reactivate.php' });

  await page.goto('/signup');
  const signup = page.locator('[data-route="signup"]');
  await signup.getByRole('radio', { name: 'Mann', exact: true }).check();
  await signup.getByRole('radio', { name: 'Frauen', exact: true }).check();
  await weiter(signup).click();
  await signup.getByLabel('Tag', { exact: true }).selectOption('15');
  await signup.getByLabel('Monat', { exact: true }).selectOption('6');
  await signup.getByLabel('Jahr', { exact: true }).selectOption('1985');
  await signup.getByLabel('Stadt').fill('Köln');
  await weiter(signup).click();
  await signup.getByLabel('Benutzername').fill('Bernd');
  await weiter(signup).click();
  await signup.getByLabel('E-Mail-Adresse').fill(account.email);
  await signup.getByLabel('Passwort', { exact: true }).fill('kindred-e2e-2026');
  await signup.getByRole('button', { name: 'Mein Konto erstellen' }).click();
  await expect(
    signup.getByText(
      'Diese E-Mail-Adresse gehört zu einem Konto, das gerade gelöscht wird. Wir haben dir eine E-Mail mit einem Link zur Reaktivierung geschickt.',
    ),
  ).toBeVisible();

  // a second link was sent (it replaces the first one)
  const mails = await waitForMails(account.email, { link: '/api/reactivate.php' }, 2);
  await page.goto(linkIn(mails[0]!, '/api/reactivate.php'));
  await expect(page).toHaveURL(/\/activate\/error$/);
  const mail = mails[mails.length - 1]!;
  await page.goto(linkIn(mail, '/api/reactivate.php'));
  await expect(page).toHaveURL(/\/members$/);

  const login = await request.post('/api/user.php', {
    headers: { 'X-Request-Type': 'client' },
    data: { email: account.email, password: account.password },
  });
  expect(login.status(), await login.text()).toBe(200);
});
