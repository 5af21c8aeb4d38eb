/**
 * "Not delivered yet", for a statement that finds deliveries (aliased `d`) by their key (event and handler).
 *
 * Not written `delivered_at IS NULL`: that is the predicate of the due index (`outbox_deliveries_due`), and
 * the planner then weighs that index against the key. Its statistics are usually taken when next to nothing
 * is due (deliveries are done within milliseconds), so it takes the due index for empty and scans all that
 * is due for each key's one row. Under a backlog that is thousands of rows a statement, and the backlog
 * grows the more each mark costs (stop 59: 3.0 ms a batch of 30 marks with 3,366 due, 1.0 ms by the
 * key). A delivery is never delivered at 'infinity', so this says the same and only the key can find it.
 */
const UNDELIVERED = `coalesce(d.delivered_at, 'infinity') = 'infinity'`;

/** Marks deliveries done in one statement: $1 their event ids, $2 their handlers (pairwise), $3 the time. */
export const MARK_DELIVERED_SQL = `UPDATE outbox_deliveries d SET delivered_at = $3, attempts = d.attempts + 1, last_error = NULL
   FROM unnest($1::bigint[], $2::text[]) AS m(event_id, handler)
  WHERE d.event_id = m.event_id AND d.handler = m.handler AND ${UNDELIVERED}`;

/** Locks one delivery by its key ($2 event id, $3 handler) if it is not done and due at $1, with its event. */
export const CLAIM_DELIVERY_SQL = `SELECT d.event_id AS id, d.handler, d.attempts, o.event, o.payload
   FROM outbox_deliveries d JOIN outbox o ON o.id = d.event_id
  WHERE d.event_id = $2 AND d.handler = $3 AND ${UNDELIVERED} AND d.next_attempt_at <= $1
  FOR UPDATE OF d`;

/** Locks the delivery due first at $1 that no one else holds, with its event: the due index's own query. */
export const CLAIM_NEXT_DUE_SQL = `SELECT d.event_id AS id, d.handler, d.attempts, o.event, o.payload
   FROM outbox_deliveries d JOIN outbox o ON o.id = d.event_id
  WHERE d.delivered_at IS NULL AND d.next_attempt_at <= $1
  ORDER BY d.next_attempt_at, d.event_id
  LIMIT 1 FOR UPDATE OF d SKIP LOCKED`;

/** Notes a failed attempt of a delivery ($1 event id, $2 handler): attempts $3, next try at $4, error $5. */
export const RETRY_LATER_SQL = `UPDATE outbox_deliveries d SET attempts = $3, next_attempt_at = $4, last_error = $5
  WHERE d.event_id = $1 AND d.handler = $2 AND ${UNDELIVERED}`;
