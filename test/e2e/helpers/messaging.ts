import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { Client } from 'pg';
import { signUpViaApi, skipEntryWarning, useOwnIp } from './identity';
import { activateViaMail, whoAmI } from './members';
import { e2eDatabaseUrl } from './sms';

/** A member of a test: logged in on `page` (and its `page.request`). */
export interface ChatMember {
  page: Page;
  id: number;
  name: string;
  email: string;
}

/** What a message costs on the site (GET /api/settings.php: message_credits, photo_credits, gift_credits). */
export interface MessageCosts {
  text: number;
  photo: number;
  gift: number;
}

export async function messageCosts(request: APIRequestContext): Promise<MessageCosts> {
  const response = await request.get('/api/settings.php');
  expect(response.status()).toBe(200);
  const settings = (await response.json()) as {
    message_credits: number;
    photo_credits: number;
    gift_credits: number;
  };
  return { text: settings.message_credits, photo: settings.photo_credits, gift: settings.gift_credits };
}

/**
 * Signs a new member up on `page` (through the API, which logs its context in) and activates the account
 * through the mailed link, so the member can be written to and can reply.
 */
export async function activeMember(
  page: Page,
  overrides: Partial<Record<string, string>> = {},
): Promise<ChatMember> {
  const account = await signUpViaApi(page.request, overrides);
  await activateViaMail(page.request, account.email);
  const me = await whoAmI(page.request);
  return { page, ...me };
}

/** A second member in a browser context of its own (its own cookies, address and entry-warning skip). */
export async function memberInNewContext(browser: Browser): Promise<ChatMember> {
  const context = await browser.newContext();
  await skipEntryWarning(context);
  await useOwnIp(context);
  return activeMember(await context.newPage());
}

export type SendTarget = { member_id: number } | { conversation_id: number };

/** POST /api/messages.php as the member of `request`: the answer's status and body. */
export async function sendViaApi(
  request: APIRequestContext,
  target: SendTarget,
  text: string,
): Promise<{ status: number; body: { credits?: number; conversation?: { id: number }; error?: string } }> {
  const response = await request.post('/api/messages.php', {
    headers: { 'X-Request-Type': 'client' },
    data: { ...target, client_id: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`, text },
  });
  return { status: response.status(), body: (await response.json()) as never };
}

/**
 * The first `count` seeded members (by id) that the member of `request` may write to: GET
 * /api/messages.php?member_id= answers 200 (404 for a member who cannot be written to).
 */
export async function writableSeededMembers(
  request: APIRequestContext,
  count: number,
): Promise<Array<{ id: number; name: string }>> {
  const found: Array<{ id: number; name: string }> = [];
  for (let id = 1; id <= 40 && found.length < count; id++) {
    const response = await request.get(`/api/messages.php?member_id=${id}`);
    if (response.status() !== 200) continue;
    const { profile } = (await response.json()) as { profile: { id: number; name: string } };
    found.push({ id: profile.id, name: profile.name });
  }
  expect(found, `${count} seeded members to write to`).toHaveLength(count);
  return found;
}

/**
 * Spends the credits of the member of `request` for real: text messages to `memberId` (POST
 * /api/messages.php) until the balance is below one message's cost. Answers the balance left.
 */
export async function spendCreditsOnMessages(request: APIRequestContext, memberId: number): Promise<number> {
  const { text: cost } = await messageCosts(request);
  const me = (await (await request.get('/api/user.php')).json()) as { user: { credits: number } };
  let credits = me.user.credits;
  let target: SendTarget = { member_id: memberId };
  for (let sent = 1; credits >= cost; sent++) {
    const answer = await sendViaApi(request, target, `Spending my credits, message ${sent}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.credits).toBe(credits - cost);
    credits = answer.body.credits!;
    target = { conversation_id: answer.body.conversation!.id };
  }
  return credits;
}

/**
 * Makes the profile of member `id` visible to others without activating the account (status stays
 * not_confirmed), straight in the app database (`kindred_e2e_<E2E_PORT>`), as the API tests' chat members
 * are made: another member can then write first, and the unconfirmed member has a conversation to reply to.
 */
export async function enableProfileUnconfirmed(id: number): Promise<void> {
  const client = new Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    const { rowCount } = await client.query(
      `UPDATE profiles SET status = 'enabled'
        WHERE id = $1 AND id IN (SELECT id FROM accounts WHERE status = 'not_confirmed')`,
      [id],
    );
    expect(rowCount, `member ${id} is not_confirmed`).toBe(1);
  } finally {
    await client.end();
  }
}
