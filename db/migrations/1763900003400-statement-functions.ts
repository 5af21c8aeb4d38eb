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
    // $1 account, $2 kind, $3 signed amount, $4 reference, $5 key, $6 actor, $7 time, $8 its ISO string.
    await q.query(`
      CREATE FUNCTION billing_append_entry(int, text, int, text, text, text, timestamptz, text)
      RETURNS TABLE (balance int, id bigint) LANGUAGE plpgsql AS $$
      #variable_conflict use_column
      BEGIN
        RETURN QUERY
        WITH account AS (SELECT balance, last_hash FROM credit_balances WHERE account_id = $1 FOR UPDATE),
             entry AS (
               INSERT INTO credit_ledger (account_id, kind, amount, balance_after, reference, idempotency_key,
                                          actor, created_at, previous_hash, hash)
               SELECT $1::int, $2::text, $3::int, a.balance + $3::int, $4::text, $5::text, $6::text, $7::timestamptz,
                      a.last_hash,
                      encode(sha256(convert_to(
                        '[' || to_json(coalesce(a.last_hash, ''))::text || ',' || $1::int || ',' || to_json($2::text)::text || ','
                            || $3::int || ',' || (a.balance + $3::int) || ',' || to_json($4::text)::text || ','
                            || to_json($5::text)::text || ',' || to_json($6::text)::text || ',' || to_json($8::text)::text || ']',
                        'UTF8')), 'hex')
                 FROM account a WHERE a.balance + $3::int >= 0
               ON CONFLICT (idempotency_key) DO NOTHING
               RETURNING id, balance_after, hash),
             moved AS (
               UPDATE credit_balances b
                  SET balance = entry.balance_after, last_entry_id = entry.id, last_hash = entry.hash, updated_at = $7::timestamptz
                 FROM entry WHERE b.account_id = $1)
        SELECT a.balance, entry.id FROM account a LEFT JOIN entry ON true;
      END $$`);
    await q.query(`
      CREATE FUNCTION billing_spend_credits(p_account int, p_kind text, p_amount int, p_key text,
                                            p_at timestamptz, p_at_iso text)
      RETURNS int LANGUAGE plpgsql AS $$
      DECLARE
        appended record;
        actor text := 'member:' || p_account;
      BEGIN
        IF p_amount IS NULL OR p_amount <= 0 THEN
          RAISE EXCEPTION 'invalid amount %', p_amount USING ERRCODE = '22023';
        END IF;
        SELECT * INTO appended FROM billing_append_entry(p_account, p_kind, -p_amount, p_key, p_key, actor, p_at, p_at_iso);
        IF NOT FOUND THEN
          INSERT INTO credit_balances (account_id, balance, updated_at) VALUES (p_account, 0, p_at)
          ON CONFLICT (account_id) DO NOTHING;
          SELECT * INTO appended FROM billing_append_entry(p_account, p_kind, -p_amount, p_key, p_key, actor, p_at, p_at_iso);
        END IF;
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
