import { expect, test, type APIRequestContext } from '@playwright/test';
import { Client } from 'pg';
import { skipEntryWarning, useOwnIp } from './helpers/identity';
import { activeMember, sendViaApi } from './helpers/messaging';
import { e2eDatabaseUrl } from './helpers/sms';
import { buyViaApi } from './helpers/billing';
import { logInToConsole as logIn } from './helpers/admin';

// Issue 14 §4: a member writes to one of the site's fictional profiles; a chat agent claims the
// conversation in the admin console and answers as the profile; the answer appears in the member's
// open chat without a reload (the ordinary real-time push).

const AGENT = { email: 'agent@kindred.local', password: 'agent-demo-2026' };

test.use({ locale: 'en-US' });

/** A seeded fictional profile the member of `request` may write to (GET messages.php answers 200). */
async function writableFictionalProfile(request: APIRequestContext): Promise<{ id: number; name: string }> {
  const db = new Client({ connectionString: e2eDatabaseUrl() });
  await db.connect();
  try {
    const { rows } = await db.query<{ id: number; name: string }>(
      `SELECT id, name FROM profiles WHERE fictional AND status = 'enabled' ORDER BY id LIMIT 40`,
    );
    for (const row of rows) {
      if ((await request.get(`/api/messages.php?member_id=${row.id}`)).status() === 200) return row;
    }
  } finally {
    await db.end();
  }
  throw new Error('no fictional profile the member may write to');
}

test('a chat agent claims a conversation with a fictional profile and the answer reaches the member live', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await skipEntryWarning(page);
  await useOwnIp(page.context());
  const member = await activeMember(page);
  await buyViaApi(page.request, { credits: 10 });
  const fiona = await writableFictionalProfile(page.request);

  // The member writes to the fictional profile and keeps the chat open.
  await page.goto(`/members/${fiona.id}/chat`);
  const ideas = page.getByRole('dialog', { name: `Say hello to ${fiona.name}` });
  await expect(ideas).toBeVisible();
  await ideas.getByRole('button', { name: "I'll write my own" }).click();
  await expect(ideas).toBeHidden();
  const footer = page.getByRole('form', { name: `Write to ${fiona.name}` });
  const question = `Hello ${fiona.name}, are you around this evening?`;
  await footer.getByLabel(`Your message to ${fiona.name}`).fill(question);
  await footer.getByRole('button', { name: 'Send', exact: true }).click();
  const log = page.getByRole('log', { name: `Messages with ${fiona.name}` });
  await expect(log.locator('.chat-message--mine').filter({ hasText: question })).toBeVisible();

  // The chat agent, in a browser of their own, finds the conversation in the queue and claims it.
  const agentContext = await browser.newContext({ locale: 'en-US' });
  const agent = await agentContext.newPage();
  await logIn(agent, AGENT);
  await agent.getByRole('menuitem', { name: 'Fictional conversations', exact: true }).click();
  await expect(agent).toHaveURL(/#\/fictional_conversations/);
  await agent.goto(
    `/admin/#/fictional_conversations?filter=${encodeURIComponent(JSON.stringify({ member_id: member.id }))}`,
  );
  const row = agent.locator('table tbody tr').filter({ hasText: member.name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(fiona.name);
  await row.click();
  await expect(agent.getByTestId('fictional-member-card')).toContainText(member.name);
  await expect(agent.getByTestId('fictional-member-card')).not.toContainText(member.email);
  await expect(agent.getByTestId('fictional-messages')).toContainText(question);
  await agent.getByTestId('fictional-claim').click();
  await expect(agent.getByTestId('fictional-claimed')).toBeVisible();

  // The profile's notes, kept for the next agent.
  await agent.getByTestId('fictional-notes').fill(`Talked with ${member.name} about the evening.`);
  await agent.getByRole('button', { name: 'Save notes' }).click();
  await expect(agent.getByText('Notes saved')).toBeVisible();

  // The answer, as the profile.
  const answer = `Hi ${member.name}! Yes, I am free after eight.`;
  await agent.getByTestId('fictional-reply-text').fill(answer);
  await agent.getByTestId('fictional-reply-send').click();
  await expect(agent.getByTestId('fictional-message-mine').filter({ hasText: answer })).toBeVisible();

  // The member's open chat shows it, without a reload.
  await expect(log.locator('.chat-message--theirs').getByText(answer)).toBeVisible();
  await agentContext.close();
});

test('the waiting queue fills itself: a member who writes appears without a reload, counted in the tab title', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await useOwnIp(page.context());
  const member = await activeMember(page);
  await buyViaApi(page.request, { credits: 10 });
  const fiona = await writableFictionalProfile(page.request);

  // The agent watches the waiting queue (narrowed to this member, as other tests write to it too).
  const agentContext = await browser.newContext({ locale: 'en-US' });
  const agent = await agentContext.newPage();
  await logIn(agent, AGENT);
  const queue = encodeURIComponent(JSON.stringify({ status: 'waiting', member_id: member.id }));
  await agent.goto(`/admin/#/fictional_conversations?filter=${queue}`);
  await expect(agent.getByText('found using the current filters')).toBeVisible(); // the list has loaded, empty
  const titleBefore = await agent.title();
  expect(titleBefore).not.toMatch(/^\(\d+\) /);

  // The member writes; the agent's queue shows it on its next refresh, with no click.
  const sent = await sendViaApi(page.request, { member_id: fiona.id }, `Hello ${fiona.name}, anyone there?`);
  expect(sent.status).toBe(201);
  const row = agent.locator('table tbody tr').filter({ hasText: member.name });
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  await expect(row).toContainText(fiona.name);
  await expect(agent).toHaveTitle(`(1) ${titleBefore}`);
  await agentContext.close();
});

test('an agent who opens a conversation with a member who deleted the account sees why, and the way back to the queue', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await useOwnIp(page.context());
  await activeMember(page);
  await buyViaApi(page.request, { credits: 10 });
  const fiona = await writableFictionalProfile(page.request);
  const sent = await sendViaApi(page.request, { member_id: fiona.id }, `Hello ${fiona.name}, still there?`);
  expect(sent.status).toBe(201);
  const deleted = await page.request.post('/api/delete-account.php', {
    headers: { 'X-Request-Type': 'client' },
    data: { reason: 'time' },
  });
  expect(deleted.status()).toBe(200);

  // The agent opens it from a stale list or a link: the server's answer, no claim or notes to try.
  const agentContext = await browser.newContext({ locale: 'en-US' });
  const agent = await agentContext.newPage();
  await logIn(agent, AGENT);
  await agent.goto(`/admin/#/fictional_conversations/${sent.body.conversation!.id}/show`);
  await expect(agent.getByText('This member does not exist.')).toBeVisible();
  await expect(agent.getByTestId('fictional-claim')).toHaveCount(0);
  await expect(agent.getByTestId('fictional-notes')).toHaveCount(0);
  await expect(agent.getByTestId('fictional-reply-text')).toHaveCount(0);
  await agent.getByRole('link', { name: 'Back to the queue' }).click();
  await expect(agent).toHaveURL(/#\/fictional_conversations(\?|$)/);
  await expect(agent.getByText('This member does not exist.')).toBeHidden();
  await agentContext.close();
});
