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

/** Signs in on the console's login page (from an address of its own, so login limits never meet). */
export async function logInToConsole(
  page: Page,
  account: { email: string; password: string },
): Promise<void> {
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': randomIp() });
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/#\/login$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('dashboard-welcome')).toBeVisible();
}
