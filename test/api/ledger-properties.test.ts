import { CommandBus, QueryBus } from '@nestjs/cqrs';
import fc from 'fast-check';
import {
  GetCreditBalanceQuery,
  SpendCreditsCommand,
  type SpendResult,
} from '../../server/src/billing/billing.contracts';
import { LedgerWriter } from '../../server/src/billing/database/ledger-writer';
import { readLedger } from '../../server/src/billing/database/read-ledger';
import { verifyLedger } from '../../server/src/billing/ledger/verify-ledger';
import { createSite } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * DESIGN.md §6: random sequences of grants, spends, refunds and retried idempotency keys, in batches
 * fired one by one or all at once, against the real ledger and a simple model of it.
 */

type Kind = 'grant' | 'spend' | 'refund';
interface Op {
  account: number;
  kind: Kind;
  amount: number;
  /** A retry reuses the key of an earlier op, with the same parameters or (a client bug) others. */
  retry?: { of: number; sameParams: boolean };
}
interface Batch {
  concurrent: boolean;
  ops: Op[];
}
type Outcome =
  | { status: 'appended'; entryId: number; replayed: boolean }
  | { status: 'insufficient_credits' }
  | { status: 'conflict' };
interface Sent {
  key: string;
  account: number;
  kind: Kind;
  amount: number;
}

const opArbitrary: fc.Arbitrary<Op> = fc.record(
  {
    account: fc.integer({ min: 0, max: 1 }),
    kind: fc.constantFrom<Kind>('grant', 'spend', 'spend', 'refund'),
    amount: fc.integer({ min: 1, max: 15 }),
    retry: fc.record({ of: fc.nat(), sameParams: fc.boolean() }),
  },
  { requiredKeys: ['account', 'kind', 'amount'] },
);
const batchArbitrary: fc.Arbitrary<Batch> = fc.record({
  concurrent: fc.boolean(),
  ops: fc.array(opArbitrary, { minLength: 1, maxLength: 8 }),
});

/** The model: balances and the keys that took effect, with what they did. */
class LedgerModel {
  readonly balances = new Map<number, number>();
  readonly usedKeys = new Map<string, Sent & { entryId: number }>();

  balance(account: number): number {
    return this.balances.get(account) ?? 0;
  }

  /** What a call must answer when it runs alone against this state. */
  expect(sent: Sent): 'new' | 'replay' | 'conflict' | 'insufficient_credits' {
    const used = this.usedKeys.get(sent.key);
    if (used) {
      const same = used.account === sent.account && used.kind === sent.kind && used.amount === sent.amount;
      return same ? 'replay' : 'conflict';
    }
    if (sent.kind !== 'grant' && this.balance(sent.account) < sent.amount) return 'insufficient_credits';
    return 'new';
  }

  apply(sent: Sent, entryId: number): void {
    const signed = sent.kind === 'grant' ? sent.amount : -sent.amount;
    this.balances.set(sent.account, this.balance(sent.account) + signed);
    this.usedKeys.set(sent.key, { ...sent, entryId });
  }
}

describe('credit ledger properties', () => {
  let t: TestApp;
  let accountSequence = 700_000;
  let run = 0;

  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: '' });
    await createSite(t.db, { is_default: true });
  });
  afterAll(() => t.close());

  async function send(sent: Sent): Promise<Outcome> {
    try {
      if (sent.kind === 'spend') {
        const result: SpendResult = await t.app
          .get(CommandBus)
          .execute(
            new SpendCreditsCommand(sent.account, sent.amount, 'spend_message', 'message:p', sent.key),
          );
        return result.status === 'spent'
          ? { status: 'appended', entryId: result.entryId, replayed: result.replayed }
          : { status: 'insufficient_credits' };
      }
      const result = await t.app.get(LedgerWriter).append({
        accountId: sent.account,
        kind: sent.kind === 'grant' ? 'purchase' : 'refund',
        amount: sent.kind === 'grant' ? sent.amount : -sent.amount,
        reference: sent.kind === 'grant' ? 'order:p' : 'refund:p',
        idempotencyKey: sent.key,
        actor: 'property-test',
      });
      return result.status === 'appended'
        ? { status: 'appended', entryId: result.entryId, replayed: result.replayed }
        : { status: 'insufficient_credits' };
    } catch (error) {
      if ((error as { code?: string }).code === 'idempotency_conflict') return { status: 'conflict' };
      throw error;
    }
  }

  /** Turns generated ops into calls: fresh keys, or an earlier call's key for a retry. */
  function toCalls(ops: Op[], accounts: number[], history: Sent[], prefix: string): Sent[] {
    const keysInBatch = new Set<string>();
    return ops.flatMap((op, index) => {
      const earlier = op.retry && history.length ? history[op.retry.of % history.length] : undefined;
      const sent: Sent = earlier
        ? op.retry!.sameParams
          ? { ...earlier }
          : { ...earlier, amount: earlier.amount + 1 }
        : { key: `${prefix}:${index}`, account: accounts[op.account], kind: op.kind, amount: op.amount };
      // One key once per batch: two calls racing on one key are covered by the retries across batches.
      if (keysInBatch.has(sent.key)) return [];
      keysInBatch.add(sent.key);
      return [sent];
    });
  }

  function checkSerial(model: LedgerModel, sent: Sent, outcome: Outcome): void {
    const expected = model.expect(sent);
    if (expected === 'new') {
      expect(outcome).toMatchObject({ status: 'appended', replayed: false });
      model.apply(sent, (outcome as { entryId: number }).entryId);
    } else if (expected === 'replay') {
      expect(outcome).toEqual({
        status: 'appended',
        entryId: model.usedKeys.get(sent.key)!.entryId,
        replayed: true,
      });
    } else {
      expect(outcome).toEqual({ status: expected });
    }
  }

  /** Calls fired together: every answer must fit some order of them; the model takes the effects. */
  function checkConcurrent(model: LedgerModel, calls: Sent[], outcomes: Outcome[]): void {
    const debitsTaken = new Map<number, number>();
    calls.forEach((sent, i) => {
      const outcome = outcomes[i];
      if (outcome.status === 'appended' && !outcome.replayed && sent.kind !== 'grant') {
        debitsTaken.set(sent.account, (debitsTaken.get(sent.account) ?? 0) + sent.amount);
      }
    });
    const before = new Map(model.balances);
    calls.forEach((sent, i) => {
      const outcome = outcomes[i];
      const expected = model.expect(sent);
      if (expected === 'replay' || expected === 'conflict') {
        checkSerial(model, sent, outcome);
        return;
      }
      if (outcome.status === 'insufficient_credits') {
        // Refused only if some order of the batch left less than the amount at that moment.
        expect(sent.kind).not.toBe('grant');
        const others = debitsTaken.get(sent.account) ?? 0;
        expect(sent.amount).toBeGreaterThan((before.get(sent.account) ?? 0) - others);
        return;
      }
      expect(outcome).toMatchObject({ status: 'appended', replayed: false });
      model.apply(sent, (outcome as { entryId: number }).entryId);
    });
  }

  async function checkAgainstDatabase(model: LedgerModel, accounts: number[]): Promise<void> {
    for (const account of accounts) {
      const balance = await t.app.get(QueryBus).execute(new GetCreditBalanceQuery(account));
      expect(balance).toBe(model.balance(account));
      expect(balance).toBeGreaterThanOrEqual(0);
    }
    const rows = (await t.db.query(
      `SELECT idempotency_key, count(*)::int AS entries, sum(amount)::int AS amount
         FROM credit_ledger WHERE account_id = ANY($1) GROUP BY idempotency_key`,
      [accounts],
    )) as { idempotency_key: string; entries: number; amount: number }[];
    // One effect per key, and exactly the keys the model saw take effect.
    expect(rows.every((row) => row.entries === 1)).toBe(true);
    expect(new Set(rows.map((row) => row.idempotency_key))).toEqual(new Set(model.usedKeys.keys()));
  }

  it('keeps balances, keys, projection and hash chain right for any sequence, serial or concurrent', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(batchArbitrary, { minLength: 1, maxLength: 6 }), async (batches) => {
        run++;
        const accounts = [++accountSequence, ++accountSequence];
        const model = new LedgerModel();
        const history: Sent[] = [];
        for (const [b, batch] of batches.entries()) {
          const calls = toCalls(batch.ops, accounts, history, `p${run}:${b}`);
          if (batch.concurrent) {
            checkConcurrent(model, calls, await Promise.all(calls.map((sent) => send(sent))));
          } else {
            for (const sent of calls) checkSerial(model, sent, await send(sent));
          }
          history.push(...calls);
          await checkAgainstDatabase(model, accounts);
        }
      }),
      { numRuns: 60 },
    );
    const ledger = await readLedger(t.db);
    expect(ledger.rows.length).toBeGreaterThan(0);
    expect(verifyLedger(ledger.rows, ledger.projection).problems).toEqual([]);
  });
});
