import { randomUUID } from 'node:crypto';
import type { Agent } from 'supertest';
import { LedgerWriter } from '../../../server/src/billing/database/ledger-writer';
import { signUp } from './members';
import type { TestApp } from './test-app';

export type ChatMember = Awaited<ReturnType<typeof signUp>> & { id: number };

let purchase = 0;

/** Members who can chat: profile enabled, account activated (unless `notConfirmed`), premium when asked. */
export function chatMembers(t: TestApp) {
  async function member(
    overrides: Record<string, unknown> = {},
    options: { premium?: boolean; notConfirmed?: boolean; credits?: number } = {},
  ): Promise<ChatMember> {
    const signedUp = await signUp(t, overrides);
    const id = signedUp.user.id as number;
    await t.db.query(`UPDATE profiles SET status = 'enabled' WHERE id = $1`, [id]);
    await t.db.query(`UPDATE accounts SET status = $2, paid_user = $3 WHERE id = $1`, [
      id,
      options.notConfirmed ? 'not_confirmed' : 'activated',
      options.premium ?? false,
    ]);
    if (options.credits) await grant(id, options.credits);
    return { ...signedUp, id };
  }

  /** Credits on the ledger (a purchase entry). */
  async function grant(accountId: number, credits: number): Promise<void> {
    await t.app.get(LedgerWriter).append({
      accountId,
      kind: 'purchase',
      amount: credits,
      reference: 'order:test',
      idempotencyKey: `test-purchase:${accountId}:${++purchase}`,
      actor: 'test',
    });
  }

  const write = (agent: Agent, method: 'post' | 'delete', path: string, body: object) =>
    agent[method](path).set('X-Request-Type', 'client').send(body);

  /** POST /api/messages.php with a text to a member (a fresh client_id unless given). */
  const send = (from: ChatMember, to: ChatMember | number, text = 'Hello there', clientId = randomUUID()) =>
    write(from.agent, 'post', '/api/messages.php', {
      member_id: typeof to === 'number' ? to : to.id,
      client_id: clientId,
      text,
    });

  const balance = async (member: ChatMember): Promise<number> =>
    (
      (await t.db.query(
        `SELECT coalesce(sum(amount), 0)::int AS n FROM credit_ledger WHERE account_id = $1`,
        [member.id],
      )) as [{ n: number }]
    )[0].n;

  const count = async (sql: string, params: unknown[]): Promise<number> =>
    ((await t.db.query(sql, params)) as [{ n: number }])[0].n;

  return { member, grant, write, send, balance, count };
}
