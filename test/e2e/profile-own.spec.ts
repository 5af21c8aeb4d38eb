import { expect, test } from '@playwright/test';
import { signUpViaApi, skipEntryWarning, useOwnIp } from './helpers/identity';
import {
  openProfile,
  photosCard,
  pngFile,
  profileSection,
  solidPng,
  uploadPhotoViaApi,
} from './helpers/profile';

// The member's own profile (issue 4): editing in place, the region label, the location from the browser,
// photos within the free limit and the warning asking for a profile photo.

test.beforeEach(async ({ page, context }) => {
  await skipEntryWarning(page);
  await useOwnIp(context);
});

test('a visitor on /profile is asked to log in', async ({ page }) => {
  await page.goto('/profile');
  await expect(page.getByText('Log in to see and edit your profile.')).toBeVisible();
  await expect(page.locator('[data-route="profile"]').getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('a member edits the profile in place; a bad value shows the server message next to the field', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUpViaApi(page.request, { gender: 'female', seeking: 'male' });
  await openProfile(page);

  // name: first a bad one, then a good one
  const name = profileSection(page, 'name');
  await name.getByRole('button', { name: 'Edit' }).click();
  const nameField = name.getByLabel('Username');
  await expect(nameField).toBeFocused();
  await nameField.fill('@anna');
  await name.getByRole('button', { name: 'Save' }).click();
  await expect(name.getByText('Username may not start with @')).toBeVisible();
  await expect(nameField).toHaveAttribute('aria-invalid', 'true');
  await expect(nameField).toBeFocused();
  const newName = `Anna${Date.now() % 100000}`;
  await nameField.fill(newName);
  await name.getByRole('button', { name: 'Save' }).click();
  await expect(name.getByText(newName)).toBeVisible();
  await expect(name.getByRole('status')).toHaveText('Saved.');
  await expect(name.getByRole('button', { name: 'Edit' })).toBeFocused();

  // gender and seeking: the sexuality follows
  const gender = profileSection(page, 'gender');
  await expect(gender.getByText('Heterosexual')).toBeVisible();
  await gender.getByRole('button', { name: 'Edit' }).click();
  await gender.getByRole('radio', { name: 'Women', exact: true }).check();
  await expect(gender.getByText('Your sexuality follows from your choices: Lesbian.')).toBeVisible();
  await gender.getByRole('button', { name: 'Save' }).click();
  await expect(gender.getByText('Lesbian')).toBeVisible();

  // date of birth: an impossible date is refused by the server
  const birth = profileSection(page, 'date-of-birth');
  await birth.getByRole('button', { name: 'Edit' }).click();
  await birth.getByLabel('Day').selectOption('31');
  await birth.getByLabel('Month').selectOption({ label: 'February' });
  await birth.getByLabel('Year').selectOption('1990');
  await birth.getByRole('button', { name: 'Save' }).click();
  await expect(birth.getByText('Invalid date of birth.')).toBeVisible();
  await expect(birth.getByLabel('Day')).toHaveAttribute('aria-invalid', 'true');
  await expect(birth.getByLabel('Day')).toBeFocused();
  await birth.getByLabel('Month').selectOption({ label: 'January' });
  await birth.getByRole('button', { name: 'Save' }).click();
  await expect(birth.getByText('January 31, 1990')).toBeVisible();

  // details (the site's visible_profile_fields, with its notes as hints)
  const hair = profileSection(page, 'hair_color');
  await expect(hair.getByText('As described by the member')).toBeVisible();
  await expect(hair.getByText('Not specified')).toBeVisible();
  await hair.getByRole('button', { name: 'Edit' }).click();
  await hair.getByLabel('Hair colour').selectOption({ label: 'Red' });
  await hair.getByRole('button', { name: 'Save' }).click();
  await expect(hair.getByText('Red', { exact: true })).toBeVisible();

  const body = profileSection(page, 'body_type');
  await body.getByRole('button', { name: 'Edit' }).click();
  await body.getByLabel('Body type').selectOption({ label: 'Athletic' });
  await body.getByRole('button', { name: 'Cancel' }).click();
  await expect(body.getByText('Not specified')).toBeVisible();
  await expect(body.getByRole('button', { name: 'Edit' })).toBeFocused();

  const interests = profileSection(page, 'interests');
  await interests.getByRole('button', { name: 'Edit' }).click();
  const boxes = interests.getByRole('checkbox');
  const first = (await boxes.nth(0).getAttribute('value'))!;
  const firstName = (await interests.locator('label.choice').nth(0).innerText()).trim();
  const secondName = (await interests.locator('label.choice').nth(1).innerText()).trim();
  expect(first).toBeTruthy();
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await expect(interests.getByText('2 of at most 20 chosen')).toBeVisible();
  await interests.getByRole('button', { name: 'Save' }).click();
  await expect(interests.getByRole('listitem').filter({ hasText: firstName })).toBeVisible();
  await expect(interests.getByRole('listitem').filter({ hasText: secondName })).toBeVisible();

  const about = profileSection(page, 'about');
  await expect(about.getByText('You have not written anything about yourself yet.')).toBeVisible();
  await about.getByRole('button', { name: 'Edit' }).click();
  await about.getByLabel('About me').fill('I love long walks and good coffee.');
  await expect(about.getByText('34 of 2000 characters')).toBeVisible();
  await about.getByRole('button', { name: 'Save' }).click();
  // "Saved." first: until the answer, the text also stands in the open form's textarea (and a reload
  // now would cancel the save)
  await expect(about.getByRole('status')).toHaveText('Saved.');
  await expect(about.getByText('I love long walks and good coffee.')).toBeVisible();

  // everything was saved on the server
  await page.reload();
  await expect(profileSection(page, 'name').getByText(newName)).toBeVisible();
  await expect(profileSection(page, 'gender').getByText('Lesbian')).toBeVisible();
  await expect(profileSection(page, 'hair_color').getByText('Red', { exact: true })).toBeVisible();
  await expect(profileSection(page, 'interests').getByRole('listitem')).toHaveCount(2);
  await expect(profileSection(page, 'about').getByText('I love long walks and good coffee.')).toBeVisible();
});

test('the region label follows the country; the location is saved with the region', async ({ page }) => {
  test.setTimeout(90_000); // a journey through several pages: slow on a busy machine
  await signUpViaApi(page.request, { country: 'NL', city: 'Utrecht' });
  await openProfile(page);
  const location = profileSection(page, 'location');
  await expect(location.getByText('Netherlands')).toBeVisible();
  await location.getByRole('button', { name: 'Edit' }).click();
  const country = location.getByLabel('Country');
  await expect(country).toBeFocused();
  await expect(location.getByLabel('Province')).toBeVisible();

  await country.selectOption('DE');
  await expect(location.getByLabel('State')).toBeVisible();
  await expect(location.getByLabel('Province')).toHaveCount(0);

  await country.selectOption('PL');
  const voivodeship = location.getByLabel('Voivodeship');
  await expect(voivodeship).toBeEnabled();
  await voivodeship.selectOption({ label: 'Mazowieckie' });

  // a city is required: the server says so next to the field
  await location.getByLabel('City').fill('');
  await location.getByRole('button', { name: 'Save' }).click();
  await expect(location.getByLabel('City')).toHaveAttribute('aria-invalid', 'true');
  await expect(location.getByLabel('City')).toBeFocused();
  await expect(location.locator('.field__error')).toBeVisible();

  await location.getByLabel('City').fill('Warszawa');
  await location.getByRole('button', { name: 'Save' }).click();
  await expect(location.getByText('Poland')).toBeVisible();
  await expect(location.getByText('Voivodeship')).toBeVisible();
  await expect(location.getByText('Mazowieckie')).toBeVisible();
  await expect(location.getByText('Warszawa')).toBeVisible();

  await page.reload();
  await expect(profileSection(page, 'location').getByText('Mazowieckie')).toBeVisible();
});

test('"Use my current location" finds Utrecht and applies it to the profile', async ({ page, context }) => {
  test.setTimeout(90_000); // a journey through several pages: slow on a busy machine
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 52.0907, longitude: 5.1214 });
  await signUpViaApi(page.request, { country: 'DE', city: 'Berlin' });
  await openProfile(page);

  const finder = profileSection(page, 'geolocation');
  await expect(finder.getByText('You allow this site to use your location.')).toBeVisible();
  const geocoded = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/geocode.php');
  await finder.getByRole('button', { name: 'Use my current location' }).click();
  const response = await geocoded;
  expect(response.status()).toBe(200);
  expect(new URL(response.url()).searchParams.get('lat')).toBe('52.0907');
  await expect(finder.getByText('We found: Utrecht, Utrecht, Netherlands')).toBeVisible();

  const saved = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/profile.php' && r.request().method() === 'PUT',
  );
  await finder.getByRole('button', { name: 'Use this location' }).click();
  const put = await saved;
  expect(put.request().postDataJSON()).toMatchObject({ country: 'NL', city: 'Utrecht' });
  expect(typeof put.request().postDataJSON().region_id).toBe('number');
  await expect(finder.getByText('Your location is now Utrecht, Utrecht, Netherlands.')).toBeVisible();

  const location = profileSection(page, 'location');
  await expect(location.getByText('Netherlands')).toBeVisible();
  await expect(location.getByText('Province')).toBeVisible();
  await expect(location.getByRole('definition').filter({ hasText: 'Utrecht' })).toHaveCount(2);
});

test('the message of the found location goes once the location is edited by hand', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 52.0907, longitude: 5.1214 });
  await signUpViaApi(page.request, { country: 'DE', city: 'Berlin' });
  await openProfile(page);

  const finder = profileSection(page, 'geolocation');
  await finder.getByRole('button', { name: 'Use my current location' }).click();
  await finder.getByRole('button', { name: 'Use this location' }).click();
  const applied = finder.getByText('Your location is now Utrecht, Utrecht, Netherlands.');
  await expect(applied).toBeVisible();

  const location = profileSection(page, 'location');
  await location.getByRole('button', { name: 'Edit' }).click();
  await location.getByLabel('City').fill('Amersfoort');
  await location.getByRole('button', { name: 'Save' }).click();
  await expect(location.getByText('Amersfoort')).toBeVisible();
  await expect(applied).toHaveCount(0);
  await expect(finder.getByRole('button', { name: 'Use my current location' })).toBeVisible();
});

test('switching the language names the interests in the new language', async ({ page }) => {
  await signUpViaApi(page.request);
  const list = await page.request.get('/api/interests.php');
  const { interests } = (await list.json()) as { interests: Array<{ id: number; slug: string }> };
  const cooking = interests.find((interest) => interest.slug === 'cooking');
  expect(cooking).toBeDefined();
  const saved = await page.request.put('/api/profile.php', {
    headers: { 'X-Request-Type': 'client' },
    data: { interests: [cooking!.id] },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await openProfile(page);
  const section = profileSection(page, 'interests');
  await expect(section.getByText('Cooking', { exact: true })).toBeVisible();

  const language = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('combobox', {
    name: 'Language',
  });
  await language.selectOption('de');
  await expect(page.getByRole('heading', { level: 1, name: 'Mein Profil' })).toBeVisible();
  await expect(section.getByText('Kochen', { exact: true })).toBeVisible();

  // and back, and again: every switch shows the names of the language chosen
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('combobox').selectOption('fr');
  await expect(section.getByText('Cuisine', { exact: true })).toBeVisible();
  await page.reload();
  await expect(profileSection(page, 'interests').getByText('Cuisine', { exact: true })).toBeVisible();
});

test('the site’s notes under the profile facts come in the language chosen', async ({ page }) => {
  await signUpViaApi(page.request);
  await openProfile(page);
  const hair = profileSection(page, 'hair_color');
  await expect(hair.getByText('As described by the member')).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('combobox', { name: 'Language' })
    .selectOption('de');
  await expect(page.getByRole('heading', { level: 1, name: 'Mein Profil' })).toBeVisible();
  await expect(hair.getByText('Angabe des Mitglieds')).toBeVisible();
  await expect(hair.getByText('As described by the member')).toHaveCount(0);
  await expect(
    profileSection(page, 'interests').getByText('Aus unserer Interessenliste gewählt'),
  ).toBeVisible();

  // a German member opening the app again: the notes come in German from the first load
  await page.reload();
  await expect(profileSection(page, 'hair_color').getByText('Angabe des Mitglieds')).toBeVisible();
});

test('without a permission yet, the browser will ask', async ({ page }) => {
  await signUpViaApi(page.request);
  await openProfile(page);
  const finder = profileSection(page, 'geolocation');
  await expect(
    finder.getByText('Your browser will ask whether you want to share your location with us.'),
  ).toBeVisible();
  await expect(finder.getByRole('button', { name: 'Use my current location' })).toBeVisible();
});

test('a free member uploads photos, chooses the main one, deletes one and meets the limit of 3', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpViaApi(page.request);
  await openProfile(page);
  const photos = photosCard(page);
  await expect(photos.getByText('0 of 3 photos')).toBeVisible();
  await expect(photos.getByText('You have no photos yet.', { exact: false })).toBeVisible();
  const input = photos.getByLabel('Add a photo');

  // checked before sending
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(photos.getByText('This file is not a JPEG, PNG or WebP image.')).toBeVisible();

  await input.setInputFiles(pngFile('red.png', 220, 40, 40));
  await expect(photos.getByText('1 of 3 photos')).toBeVisible();
  await input.setInputFiles(pngFile('green.png', 40, 200, 60));
  await expect(photos.getByText('2 of 3 photos')).toBeVisible();
  await input.setInputFiles(pngFile('blue.png', 40, 60, 220));
  await expect(photos.getByText('3 of 3 photos')).toBeVisible();

  const cards = photos.getByRole('listitem');
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0).getByText('Main photo', { exact: true })).toBeVisible();
  // the site post-moderates (the default): new photos are shown to others before their review
  for (let index = 0; index < 3; index++)
    await expect(cards.nth(index).getByText('Shown to other members')).toBeVisible();

  // the limit is reached: no upload button, an explanation instead
  await expect(photos.getByLabel('Add a photo')).toHaveCount(0);
  await expect(
    photos.getByText('You have 3 photos, the maximum for free members.', { exact: false }),
  ).toBeVisible();

  // choose the second as the main photo
  await cards.nth(1).getByRole('button', { name: 'Make main photo' }).click();
  await expect(cards.nth(1).getByText('Main photo', { exact: true })).toBeVisible();
  await expect(cards.nth(0).getByRole('button', { name: 'Make main photo' })).toBeVisible();

  // delete the third, after confirming
  await cards.nth(2).getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this photo?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(cards).toHaveCount(3);
  await cards.nth(2).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(cards).toHaveCount(2);
  await expect(photos.getByText('2 of 3 photos')).toBeVisible();

  // a photo added elsewhere (another tab): the 4th upload here gets the server's limit error
  await uploadPhotoViaApi(page.request, solidPng(250, 200, 0));
  await photos.getByLabel('Add a photo').setInputFiles(pngFile('yellow.png', 240, 220, 10));
  await expect(
    photos.getByText('You can upload up to 3 photos. Premium members can upload up to 25.'),
  ).toBeVisible();
  await expect(photos.getByText('3 of 3 photos')).toBeVisible();

  // the session knows about the main photo: no photo warning elsewhere
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Search members' })
    .click();
  await expect(page).toHaveURL(/\/members$/);
  await expect(page.getByTestId('photo-warning')).toHaveCount(0);
});

test('the photo warning shows without a main photo, not on /profile, and stays dismissed', async ({
  page,
}) => {
  await signUpViaApi(page.request);
  await page.goto('/members');
  const warning = page.getByTestId('photo-warning');
  await expect(warning.getByText('Add a profile photo')).toBeVisible();
  await expect(warning.getByRole('link', { name: 'Add a photo' })).toHaveAttribute('href', '/profile');

  await warning.getByRole('link', { name: 'Add a photo' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await expect(page.getByTestId('photo-warning')).toHaveCount(0);

  await page.goto('/members');
  await expect(page.getByTestId('photo-warning')).toBeVisible();
  await page.getByTestId('photo-warning').getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByTestId('photo-warning')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByTestId('photo-warning')).toHaveCount(0);
});

test('a member with a main photo gets no photo warning', async ({ page }) => {
  await signUpViaApi(page.request);
  await uploadPhotoViaApi(page.request, solidPng(10, 10, 10));
  await page.goto('/members');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByTestId('photo-warning')).toHaveCount(0);
});
