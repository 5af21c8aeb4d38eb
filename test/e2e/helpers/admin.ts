import { expect, type Page } from '@playwright/test';
import { randomIp } from './identity';

/** The seeded console accounts, one per role (db/seeds/data/demo-logins.ts). */
export const CONSOLE_ACCOUNTS = {
  superAdmin: { email: 'super@kindred.local', password: 'super-demo-2026' },
  operator: { email: 'admin@kindred.local', password: 'admin-demo-2026' },
  moderator: { email: 'moderator@kindred.local', password: 'moderator-demo-2026' },
  chatAgent: { email: 'agent@kindred.local', password: 'agent-demo-2026' },
  finance: { email: 'finance@kindred.local', password: 'finance-demo-2026' },
} as const;

/** The login form's labels in the browser's language (English unless a test says otherwise). */
export interface ConsoleLoginLabels {
  email: string;
  password: string;
  submit: string;
}

const ENGLISH_LOGIN: ConsoleLoginLabels = { email: 'Email', password: 'Password', submit: 'Sign in' };

/** Signs in on the console's login page (from an address of its own, so login limits never meet). */
export async function logInToConsole(
  page: Page,
  account: { email: string; password: string },
  labels: ConsoleLoginLabels = ENGLISH_LOGIN,
): Promise<void> {
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': randomIp() });
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/#\/login$/);
  await page.getByLabel(labels.email).fill(account.email);
  await page.getByLabel(labels.password).fill(account.password);
  await page.getByRole('button', { name: labels.submit }).click();
  await expect(page.getByTestId('dashboard-welcome')).toBeVisible();
}
