import type { DataSource } from 'typeorm';
import { entryHash } from '../../server/src/billing/ledger/entry-hash';

/** Credits a premium demo member holds (as a seeded adjustment) on top of the signup credits. */
const PREMIUM_DEMO_CREDITS = 25;
/** Accounts per transaction: one ledger and one balance statement each, whatever the number of members. */
const CREDIT_BATCH = 5000;
const ACTOR = 'seed';
const REFERENCE = 'seed';

interface DemoAccount {
  id: number;
  paid_user: boolean;
  created_at: Date;
}

interface LedgerRow {
  accountId: number;
  kind: string;
  amount: number;
  balanceAfter: number;
  key: string;
  at: Date;
  previousHash: string | null;
  hash: string;
}

/** The account's entries, chained and sealed as the billing module writes them. */
function entriesOf(account: DemoAccount, signupCredits: number, now: Date): LedgerRow[] {
  const wanted = [
    {
      kind: 'signup_bonus',
      amount: signupCredits,
      key: `signup_bonus:${account.id}`,
      at: account.created_at,
    },
    ...(account.paid_user
      ? [{ kind: 'adjustment', amount: PREMIUM_DEMO_CREDITS, key: `seed:premium:${account.id}`, at: now }]
      : []),
  ].filter((entry) => entry.amount > 0);
  let balance = 0;
  let previousHash: string | null = null;
  return wanted.map((entry) => {
    balance += entry.amount;
    const hash = entryHash({
      accountId: account.id,
      kind: entry.kind,
      amount: entry.amount,
      balanceAfter: balance,
      reference: REFERENCE,
      idempotencyKey: entry.key,
      actor: ACTOR,
      createdAt: entry.at,
      previousHash,
    });
    const row: LedgerRow = { accountId: account.id, ...entry, balanceAfter: balance, previousHash, hash };
    previousHash = hash;
    return row;
  });
}

/**
 * Demo members' credits, written as the billing module writes them (hash-chained ledger entries and the
 * balance projection): the site's signup credits for each, plus a seeded adjustment for the premium ones,
 * so the demo shows real balances. Accounts that already have entries are left alone. Answers how many
 * accounts had none.
 */
export async function seedCredits(db: DataSource, signupCredits: number, now: Date): Promise<number> {
  const accounts: DemoAccount[] = await db.query(
    `SELECT a.id, a.paid_user, a.created_at FROM accounts a
      WHERE a.is_demo AND NOT EXISTS (SELECT 1 FROM credit_ledger l WHERE l.account_id = a.id)
      ORDER BY a.id`,
  );
  for (let from = 0; from < accounts.length; from += CREDIT_BATCH) {
    const rows = accounts
      .slice(from, from + CREDIT_BATCH)
      .flatMap((account) => entriesOf(account, signupCredits, now));
    if (rows.length === 0) continue;
    await db.transaction(async (tx) => {
      // unnest keeps the array order, so each account's entries get ascending ids: the chain's order.
      const inserted: { id: string; idempotency_key: string }[] = await tx.query(
        `INSERT INTO credit_ledger (account_id, kind, amount, balance_after, reference, idempotency_key, actor,
                                    created_at, previous_hash, hash)
         SELECT e.account_id, e.kind, e.amount, e.balance_after, $1, e.key, $2, e.created_at, e.previous_hash, e.hash
         FROM unnest($3::int[], $4::text[], $5::int[], $6::int[], $7::text[], $8::timestamptz[], $9::text[],
                     $10::text[])
           AS e(account_id, kind, amount, balance_after, key, created_at, previous_hash, hash)
         RETURNING id, idempotency_key`,
        [
          REFERENCE,
          ACTOR,
          rows.map((r) => r.accountId),
          rows.map((r) => r.kind),
          rows.map((r) => r.amount),
          rows.map((r) => r.balanceAfter),
          rows.map((r) => r.key),
          rows.map((r) => r.at),
          rows.map((r) => r.previousHash),
          rows.map((r) => r.hash),
        ],
      );
      const idOf = new Map(inserted.map((row) => [row.idempotency_key, row.id]));
      // The last entry of each account carries its balance and the chain's head.
      const last = new Map(rows.map((row) => [row.accountId, row]));
      const heads = [...last.values()];
      await tx.query(
        `INSERT INTO credit_balances (account_id, balance, last_entry_id, last_hash, updated_at)
         SELECT b.account_id, b.balance, b.last_entry_id, b.last_hash, $1
         FROM unnest($2::int[], $3::int[], $4::bigint[], $5::text[]) AS b(account_id, balance, last_entry_id, last_hash)`,
        [
          now,
          heads.map((r) => r.accountId),
          heads.map((r) => r.balanceAfter),
          heads.map((r) => idOf.get(r.key)),
          heads.map((r) => r.hash),
        ],
      );
    });
  }
  return accounts.length;
}
