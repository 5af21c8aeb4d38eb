import { firstRow } from '../../shared/database/first-row';
import type { EntityManager } from 'typeorm';
import type { DirectDebitRequestRow, NewDirectDebitRequest } from './direct-debit-request.row';

/** SET clause that blanks the personal details of a direct debit request (the columns are NOT NULL). */
export const ERASED_DETAILS = `account_holder = '', iban = '', street = '', house_number = '', zip = '', city = '', phone = ''`;

/** The direct debit writes that must happen together, inside one database transaction. */
export class DirectDebitTransaction {
  /** Public for a write of another billing table that must commit under this transaction's lock. */
  constructor(readonly manager: EntityManager) {}

  /** Serialises the limit decisions of one account (held until the transaction ends). */
  async lockAccount(accountId: number): Promise<void> {
    await this.manager.query(`SELECT pg_advisory_xact_lock(hashtext('kindred:direct-debit'), $1)`, [
      accountId,
    ]);
  }

  lockRequest(requestId: string, accountId: number): Promise<DirectDebitRequestRow | null> {
    return firstRow<DirectDebitRequestRow>(
      this.manager,
      `SELECT * FROM direct_debit_requests WHERE id = $1 AND account_id = $2 FOR UPDATE`,
      [requestId, accountId],
    );
  }

  /** Voids the member's requests still waiting for a code; answers their ids. */
  async voidOpenRequests(accountId: number): Promise<string[]> {
    const [rows] = (await this.manager.query(
      `UPDATE direct_debit_requests SET status = 'voided'
        WHERE account_id = $1 AND status = 'awaiting_code' RETURNING id`,
      [accountId],
    )) as [{ id: string }[], number];
    return rows.map((row) => row.id);
  }

  async voidRequest(requestId: string, attempts: number): Promise<void> {
    await this.manager.query(
      `UPDATE direct_debit_requests SET status = 'voided', attempts = $2 WHERE id = $1`,
      [requestId, attempts],
    );
  }

  async insertRequest(request: NewDirectDebitRequest): Promise<void> {
    const columns = Object.keys(request);
    await this.manager.query(
      `INSERT INTO direct_debit_requests (${columns.join(', ')})
       VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
      Object.values(request),
    );
  }

  async setAttempts(requestId: string, attempts: number): Promise<void> {
    await this.manager.query(`UPDATE direct_debit_requests SET attempts = $2 WHERE id = $1`, [
      requestId,
      attempts,
    ]);
  }

  /** Confirmed: the IBAN is handed to the provider now and only `maskedIban` stays here. */
  async confirm(requestId: string, maskedIban: string): Promise<void> {
    await this.manager.query(
      `UPDATE direct_debit_requests SET status = 'confirmed', iban = $2 WHERE id = $1`,
      [requestId, maskedIban],
    );
  }

  /**
   * Amounts of the debits of the account since `since`: sdd orders, plus requests still open (awaiting
   * their code) or confirmed and not yet placed (no order of theirs exists), other than `except`.
   */
  async recentDebits(
    accountId: number,
    since: Date,
    now: Date,
    except: string | null,
  ): Promise<{ amount: number }[]> {
    return (await this.manager.query(
      `SELECT amount FROM orders WHERE account_id = $1 AND payment_method = 'sdd'
          AND status IN ('pending','completed') AND created_at > $2
       UNION ALL
       SELECT coalesce(r.amount, 0) FROM direct_debit_requests r
        WHERE r.account_id = $1 AND r.created_at > $2 AND r.id IS DISTINCT FROM $4::uuid
          AND ((r.status = 'awaiting_code' AND r.code_expires_at > $3) OR (r.status = 'confirmed' AND r.order_id IS NULL))
          AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.direct_debit_request = r.id)`,
      [accountId, since, now, except],
    )) as { amount: number }[];
  }

  /** Requests nobody can confirm any more whose details are still kept (locked, skipping busy ones). */
  async lockLapsedRequests(now: Date): Promise<string[]> {
    const rows = (await this.manager.query(
      `SELECT id FROM direct_debit_requests
        WHERE erased_at IS NULL AND status <> 'confirmed' AND (status = 'voided' OR code_expires_at <= $1)
        FOR UPDATE SKIP LOCKED`,
      [now],
    )) as { id: string }[];
    return rows.map((row) => row.id);
  }

  /**
   * Blanks the requests' personal details and deletes the texts sent to their phones, unless a request
   * still waiting for its code needs them.
   */
  async eraseDetails(ids: string[], now: Date): Promise<void> {
    const rows = (await this.manager.query(
      `SELECT DISTINCT phone FROM direct_debit_requests WHERE id = ANY($1::uuid[]) AND phone <> ''`,
      [ids],
    )) as { phone: string }[];
    await this.manager.query(
      `UPDATE direct_debit_requests SET ${ERASED_DETAILS}, erased_at = $2 WHERE id = ANY($1::uuid[])`,
      [ids, now],
    );
    if (!rows.length) return;
    // `erased_at IS NULL` changes nothing (an erased request's phone is blank) but lets the index of the
    // requests not erased yet answer, instead of a read of every request ever made.
    await this.manager.query(
      `DELETE FROM sms_outbox WHERE phone = ANY($1::varchar[]) AND phone NOT IN (
         SELECT phone FROM direct_debit_requests
          WHERE status = 'awaiting_code' AND code_expires_at > $2 AND erased_at IS NULL)`,
      [rows.map((row) => row.phone), now],
    );
  }
}
