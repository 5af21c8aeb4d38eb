import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CommandBus, EventBus, QueryBus } from '@nestjs/cqrs';
import {
  CreditsGranted,
  CreditsSpent,
  GetCreditBalanceQuery,
  SpendCreditsCommand,
} from '../../server/src/billing/billing.contracts';
import { readLedger } from '../../server/src/billing/database/read-ledger';
import { LedgerWriter } from '../../server/src/billing/database/ledger-writer';
import { verifyLedger } from '../../server/src/billing/ledger/verify-ledger';
import { eventually } from './helpers/eventually';
import { createSite } from './helpers/fixtures';
import { signUp } from './helpers/members';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('credit ledger', () => {
  let t: TestApp;
  const events: unknown[] = [];
  let accountSequence = 900_000;

  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: '' });
    await createSite(t.db, { is_default: true, signup_credits: 3 });
    t.app.get(EventBus).subscribe((event) => events.push(event));
  });
  afterAll(() => t.close());

  const balance = (accountId: number) => t.app.get(QueryBus).execute(new GetCreditBalanceQuery(accountId));
  const spend = (accountId: number, amount: number, key: string, reference = 'message:1') =>
    t.app
      .get(CommandBus)
      .execute(new SpendCreditsCommand(accountId, amount, 'spend_message', reference, key));
  /** `count` calls of `call`, at most `limit` of them running at any time; their results in call order. */
  async function inFlight<T>(
    limit: number,
    count: number,
    call: (index: number) => Promise<T>,
  ): Promise<T[]> {
    const results: T[] = new Array(count);
    let next = 0;
    const worker = async () => {
      while (next < count) {
        const index = next++;
        results[index] = await call(index);
      }
    };
    await Promise.all(Array.from({ length: limit }, worker));
    return results;
  }
  /** An account with `credits` on the ledger (a purchase entry). */
  async function fundedAccount(credits: number): Promise<number> {
    const accountId = ++accountSequence;
    await t.app.get(LedgerWriter).append({
      accountId,
      kind: 'purchase',
      amount: credits,
      reference: 'order:test',
      idempotencyKey: `test-purchase:${accountId}`,
      actor: 'test',
    });
    return accountId;
  }

  it('grants the signup credits once when an account registers, shown as user.credits', async () => {
    const { agent, user } = await signUp(t);
    expect(
      await eventually(
        () => balance(user.id),
        (credits) => credits > 0,
      ),
    ).toBe(3);
    expect((await agent.get('/api/user.php').expect(200)).body.user.credits).toBe(3);
    expect(events.some((e) => e instanceof CreditsGranted && e.accountId === user.id)).toBe(true);
    const entries = (await t.db.query(`SELECT kind, amount FROM credit_ledger WHERE account_id = $1`, [
      user.id,
    ])) as { kind: string; amount: number }[];
    expect(entries).toEqual([{ kind: 'signup_bonus', amount: 3 }]);
  });

  it('spends exactly 50 of 200 concurrent 1-credit spends against a balance of 50', async () => {
    const accountId = await fundedAccount(50);
    // 40 in flight at a time: the pool's 20 connections all contend for the account's row while 20 more
    // spends wait for a connection. All 200 at once would leave the last ones waiting for the pool longer
    // than it waits before giving up (1.5 s, to fail fast) when the machine is busy; that is the pool's
    // timing, not the ledger's, and the row never sees more than 20 at once either way.
    const results = await inFlight(40, 200, (i) => spend(accountId, 1, `concurrent:${accountId}:${i}`));
    expect(results.filter((r) => r.status === 'spent')).toHaveLength(50);
    expect(results.filter((r) => r.status === 'insufficient_credits')).toHaveLength(150);
    expect(await balance(accountId)).toBe(0);
    const [row] = (await t.db.query(
      `SELECT count(*)::int AS spends, min(balance_after)::int AS lowest FROM credit_ledger
        WHERE account_id = $1 AND kind = 'spend_message'`,
      [accountId],
    )) as [{ spends: number; lowest: number }];
    expect(row).toEqual({ spends: 50, lowest: 0 });
  });

  it('spends once per idempotency key, and refuses the key with other parameters', async () => {
    const accountId = await fundedAccount(10);
    const first = await spend(accountId, 2, `retry:${accountId}`);
    const again = await Promise.all([
      spend(accountId, 2, `retry:${accountId}`),
      spend(accountId, 2, `retry:${accountId}`),
    ]);
    expect(first).toMatchObject({ status: 'spent', balance: 8, replayed: false });
    for (const result of again)
      expect(result).toMatchObject({
        status: 'spent',
        entryId: (first as { entryId: number }).entryId,
        replayed: true,
      });
    expect(await balance(accountId)).toBe(8);
    expect(events.filter((e) => e instanceof CreditsSpent && e.accountId === accountId)).toHaveLength(1);
    await expect(spend(accountId, 3, `retry:${accountId}`)).rejects.toMatchObject({
      status: 409,
      code: 'idempotency_conflict',
    });
    expect(await balance(accountId)).toBe(8);
  });

  it('refuses zero, negative and fractional amounts and changes nothing', async () => {
    const accountId = await fundedAccount(5);
    for (const amount of [0, -5, 1.5]) {
      await expect(spend(accountId, amount, `bad:${accountId}:${amount}`)).rejects.toMatchObject({
        status: 400,
        code: 'invalid_amount',
      });
    }
    expect(await spend(accountId, 6, `too-much:${accountId}`)).toEqual({
      status: 'insufficient_credits',
      balance: 5,
    });
    expect(await balance(accountId)).toBe(5);
  });

  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    const accountId = await fundedAccount(5);
    await expect(
      t.db.query(`UPDATE credit_ledger SET amount = 500 WHERE account_id = $1`, [accountId]),
    ).rejects.toThrow(/append-only/);
    await expect(t.db.query(`DELETE FROM credit_ledger WHERE account_id = $1`, [accountId])).rejects.toThrow(
      /append-only/,
    );
    await expect(t.db.query(`TRUNCATE credit_ledger`)).rejects.toThrow(/append-only/);
  });

  it('seals each entry as entryHash does, whatever its text holds (the hash is worked out in SQL)', async () => {
    const accountId = await fundedAccount(20);
    const references = [
      'quote " and \\ backslash',
      'line\nbreak\ttab',
      'Zoë ✓ 💬',
      'control \u0001\u001f',
      '/ < > &',
    ];
    for (const [index, reference] of references.entries())
      await spend(accountId, 1, `odd-text:${accountId}:${index}`, reference);
    const { rows, projection } = await readLedger(t.db);
    const mine = rows.filter((row) => row.accountId === accountId);
    expect(mine.map((row) => row.reference)).toEqual(expect.arrayContaining(references));
    expect(verifyLedger(rows, projection).problems).toEqual([]);
  });

  it('rebuilds every balance from the ledger and reports a row tampered with behind the application', async () => {
    const accountId = await fundedAccount(20);
    await spend(accountId, 4, `tamper:${accountId}`);
    const before = await readLedger(t.db);
    expect(verifyLedger(before.rows, before.projection).problems).toEqual([]);

    // someone with database rights switches the trigger off and edits a spend
    await t.db.transaction(async (manager) => {
      await manager.query(`SET LOCAL session_replication_role = replica`);
      await manager.query(
        `UPDATE credit_ledger SET amount = -1, balance_after = 19 WHERE idempotency_key = $1`,
        [`tamper:${accountId}`],
      );
    });
    const after = await readLedger(t.db);
    const problems = verifyLedger(after.rows, after.projection).problems.filter(
      (p) => p.accountId === accountId,
    );
    expect(problems.map((p) => p.kind)).toEqual(
      expect.arrayContaining(['hash_mismatch', 'projection_differs']),
    );

    // and `npm run ledger:verify` (the built command line) says so and fails
    const cli = join(__dirname, '../../server/dist/db/cli/ledger-verify.js');
    expect(existsSync(cli)).toBe(true); // npm test builds before the API tests; run `npm run build` first
    const run = spawnSync(process.execPath, [cli], {
      env: { ...process.env, DATABASE_URL: t.database.url },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(`account ${accountId}: entry`);
    expect(run.stdout).toContain('was changed after it was written (hash mismatch)');
  });
});
