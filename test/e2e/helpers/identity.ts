import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

/** The seeded demo member (db/seeds). */
export const DEMO = { email: 'demo@kindred.local', password: 'kindred-demo-2026' };

export const ENTRY_WARNING_SKIPPED_KEY = 'site-entry-warning-skipped';

/** Marks the site-entry warning as closed before any page script runs (for tests about other things). */
export async function skipEntryWarning(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript((key) => {
    window.localStorage.setItem(key, String(Date.now()));
  }, ENTRY_WARNING_SKIPPED_KEY);
}

let counter = 0;

/** A fresh address for each call (the signup needs an unused one). */
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now()}-${process.pid}-${counter}@kindred.test`;
}

/** A name of 2 to 30 characters that is unique enough. */
export function uniqueName(prefix = 'E2E'): string {
  return `${prefix}${Date.now() % 1_000_000}${counter}`;
}

/**
 * A random client address. The server trusts X-Forwarded-For from the loopback proxy, and signup
 * (10 an hour) and login failures are limited per IP: each test is its own visitor, so tests (and runs
 * within the hour) do not use up one another's allowance.
 */
export function randomIp(): string {
  const part = () => 1 + Math.floor(Math.random() * 253);
  return `10.${part()}.${part()}.${part()}`;
}

export async function useOwnIp(context: BrowserContext): Promise<string> {
  const ip = randomIp();
  await context.setExtraHTTPHeaders({ 'X-Forwarded-For': ip });
  return ip;
}

export interface TestAccount {
  email: string;
  password: string;
  name: string;
}

/** A birth date 30 years ago, as the signup takes it. */
export function adultBirthDate(): string {
  const year = new Date().getFullYear() - 30;
  return `${year}-06-15`;
}

/**
 * Creates an account through the API (POST /api/signup.php) with `request`, which is then logged in as
 * that member. Pass the `request` fixture to keep the browser a visitor, or `page.request` to log the
 * page's context in.
 */
export async function signUpViaApi(
  request: APIRequestContext,
  overrides: Partial<Record<string, string>> = {},
): Promise<TestAccount> {
  const account = {
    email: overrides.email ?? uniqueEmail('api'),
    password: overrides.password ?? 'kindred-e2e-2026',
    name: overrides.name ?? uniqueName(),
  };
  const response = await request.post('/api/signup.php', {
    headers: { 'X-Request-Type': 'client', 'X-Forwarded-For': randomIp() },
    data: {
      gender: 'female',
      seeking: 'male',
      date_of_birth: adultBirthDate(),
      country: 'NL',
      city: 'Utrecht',
      language: 'en',
      ...overrides,
      ...account,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

/** Logs in through the /login page and waits for the members area. */
export async function logInViaUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  const form = page.locator('[data-route="login"]');
  await form.getByLabel('E-mail address').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/members$/);
  await expect(accountMenu(page)).toBeVisible();
}

export function mainNavigation(page: Page, name = 'Main navigation') {
  return page.getByRole('navigation', { name });
}

export function accountMenu(page: Page) {
  return mainNavigation(page).getByRole('button', { name: 'My account' });
}

/** Logs out through the account dropdown (GET /api/logout.php) and waits for the home page. */
export async function logOutViaMenu(page: Page): Promise<void> {
  await accountMenu(page).click();
  await mainNavigation(page).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(mainNavigation(page).getByRole('link', { name: 'Log in' })).toBeVisible();
}

/** A 64×64 PNG for the photo step. */
export const PNG_PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAn0lEQVRoge2SQQkAQRDDqunk1HUcrYh7hIFCBKSh4etpohuwAdUrsgv1LtEN2IDqFdmFepfoBmxA9YrsQr1LdAM2oHpFdqHeJboBG1C9IrtQ7xLdgA2oXpFdqHeJbsAGVK/ILtS7RDdgA6pXZBfqXaIbsAHVK7IL9S7RDdiA6hXZhXqX6AZsQPWK7EK9S3QDNqB6RXah3iW6ARtQveIfHnfg0Ty6HkF2AAAAAElFTkSuQmCC',
  'base64',
);
