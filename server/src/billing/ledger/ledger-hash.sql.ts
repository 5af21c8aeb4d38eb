/**
 * `entryHash` (entry-hash.ts) as a SQL expression, for the append that writes an entry in one statement:
 * SHA-256 over the JSON array of the previous hash ('' for the first entry), the account, kind, amount,
 * balance after, reference, idempotency key, actor and the time as an ISO string, written exactly as
 * JSON.stringify writes it (no spaces; `to_json` escapes a string as JSON.stringify does for any text
 * PostgreSQL can hold). Parameters: $1 account, $2 kind, $3 amount, $4 reference, $5 key, $6 actor,
 * $8 the time's ISO string; `a` is the locked balance row (balance, last_hash). The verifier checks every
 * stored entry with `entryHash` (API test: billing-ledger, odd texts included).
 */
export const ENTRY_HASH_SQL = `encode(sha256(convert_to(
  '[' || to_json(coalesce(a.last_hash, ''))::text || ',' || $1::int || ',' || to_json($2::text)::text || ','
      || $3::int || ',' || (a.balance + $3::int) || ',' || to_json($4::text)::text || ','
      || to_json($5::text)::text || ',' || to_json($6::text)::text || ',' || to_json($8::text)::text || ']',
  'UTF8')), 'hex')`;
