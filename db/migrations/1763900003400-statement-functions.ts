import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Functions a single statement calls to do another part's write in the same transaction, so a send is one
 * round trip to PostgreSQL instead of six (issue 12's bench; docs/decisions.md, "A send in one statement"):
 *
 * - `outbox_add_event` (the shared outbox): an event and its deliveries, as Outbox.add writes them.
 * - `billing_append_entry` (billing): LedgerWriter's append to the locked balance row; LedgerWriter calls
 *   it. The entry's hash is `entryHash` in SQL: SHA-256 over the JSON array of the previous hash ('' for
 *   the first), account, kind, amount, balance after, reference, key, actor and ISO time, written exactly as
 *   JSON.stringify writes it (`to_json` escapes any text PostgreSQL holds the same way); the verifier checks
 *   every stored entry with `entryHash` (API test: billing-ledger, odd texts included).
 * - `billing_spend_credits` (billing): a member's spend under a key used once, raising SQLSTATE KC402
 *   when the credits fall short, so the statement that called it rolls back with everything it wrote.
 *
 * PL/pgSQL, so each connection plans their statements once.
 */
export class StatementFunctions1763900003400 implements MigrationInterface {
  name = 'StatementFunctions1763900003400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION outbox_add_event(p_event text, p_payload jsonb, p_handlers text[], p_published boolean,
                                       p_leased text[], p_due timestamptz, p_lease_until timestamptz)
      RETURNS bigint LANGUAGE plpgsql AS $$
      DECLARE
        new_id bigint;
      BEGIN
        INSERT INTO outbox (event, payload, created_at, published_at)
        VALUES (p_event, p_payload, now(), CASE WHEN p_published THEN now() END)
        RETURNING id INTO new_id;
        INSERT INTO outbox_deliveries (event_id, handler, next_attempt_at)
        SELECT new_id, handler, CASE WHEN handler = ANY (p_leased) THEN p_lease_until ELSE p_due END
          FROM unnest(p_handlers) AS handler;
        RETURN new_id;
      END $$`);
    await q.query(`
      CREATE FUNCTION billing_append_entry(int, text, int, text, text, text, timestamptz, text)
      RETURNS TABLE (balance int, id bigint) LANGUAGE plpgsql AS $$
      #variable_conflict use_column
      BEGIN
        RETURN QUERY ${appendToLockedRow({
          account: '$1',
          kind: '$2',
          amount: '$3',
          reference: '$4',
          key: '$5',
          actor: '$6',
          at: '$7',
          atIso: '$8',
        })};
      END $$`);
    // The append written out again rather than called: a nested call costs as much as the append itself.
    await q.query(`
      CREATE FUNCTION billing_spend_credits(p_account int, p_kind text, p_amount int, p_key text,
                                            p_at timestamptz, p_at_iso text)
      RETURNS int LANGUAGE plpgsql AS $$
      DECLARE
        appended record;
      BEGIN
        IF p_amount IS NULL OR p_amount <= 0 THEN
          RAISE EXCEPTION 'invalid amount %', p_amount USING ERRCODE = '22023';
        END IF;
        FOR attempt IN 1..2 LOOP
          ${appendToLockedRow(spend)} INTO appended;
          EXIT WHEN FOUND;
          -- An account without a balance row yet: made first (a parallel first spend makes the same one).
          INSERT INTO credit_balances (account_id, balance, updated_at) VALUES (p_account, 0, p_at)
          ON CONFLICT (account_id) DO NOTHING;
        END LOOP;
        IF appended.id IS NOT NULL THEN
          RETURN appended.balance - p_amount;
        END IF;
        IF appended.balance < p_amount THEN
          RAISE EXCEPTION 'insufficient credits' USING ERRCODE = 'KC402';
        END IF;
        RAISE EXCEPTION 'spend key % used before', p_key USING ERRCODE = 'KC409';
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION billing_spend_credits(int, text, int, text, timestamptz, text)`);
    await q.query(`DROP FUNCTION billing_append_entry(int, text, int, text, text, text, timestamptz, text)`);
    await q.query(
      `DROP FUNCTION outbox_add_event(text, jsonb, text[], boolean, text[], timestamptz, timestamptz)`,
    );
  }
}

/** billing_spend_credits's entry: a member's own spend, the key its reference. */
const spend = {
  account: 'p_account',
  kind: 'p_kind',
  amount: '(-p_amount)',
  reference: 'p_key',
  key: 'p_key',
  actor: "('member:' || p_account)",
  at: 'p_at',
  atIso: 'p_at_iso',
};

/**
 * LedgerWriter's append as one query over SQL expressions of the entry's fields: the account's balance row
 * locked, the entry with its hash and the balance it leaves; answers (balance before, entry id), the id
 * null when nothing was appended (the key used, or the credits short), no row without a balance row.
 */
function appendToLockedRow(
  entry: Record<'account' | 'kind' | 'amount' | 'reference' | 'key' | 'actor' | 'at' | 'atIso', string>,
): string {
  const { account, kind, amount, reference, key, actor, at, atIso } = entry;
  return `WITH account AS (SELECT balance, last_hash FROM credit_balances WHERE account_id = ${account} FOR UPDATE),
         entry AS (
           INSERT INTO credit_ledger (account_id, kind, amount, balance_after, reference, idempotency_key,
                                      actor, created_at, previous_hash, hash)
           SELECT ${account}::int, ${kind}::text, ${amount}::int, a.balance + ${amount}::int, ${reference}::text,
                  ${key}::text, ${actor}::text, ${at}::timestamptz, a.last_hash,
                  encode(sha256(convert_to(
                    '[' || to_json(coalesce(a.last_hash, ''))::text || ',' || ${account}::int || ','
                        || to_json(${kind}::text)::text || ',' || ${amount}::int || ',' || (a.balance + ${amount}::int)
                        || ',' || to_json(${reference}::text)::text || ',' || to_json(${key}::text)::text || ','
                        || to_json(${actor}::text)::text || ',' || to_json(${atIso}::text)::text || ']',
                    'UTF8')), 'hex')
             FROM account a WHERE a.balance + ${amount}::int >= 0
           ON CONFLICT (idempotency_key) DO NOTHING
           RETURNING id, balance_after, hash),
         moved AS (
           UPDATE credit_balances b
              SET balance = entry.balance_after, last_entry_id = entry.id, last_hash = entry.hash,
                  updated_at = ${at}::timestamptz
             FROM entry WHERE b.account_id = ${account})
    SELECT a.balance, entry.id FROM account a LEFT JOIN entry ON true`;
}
