import { Inject, Injectable } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../../shared/clock/clock';

/** SET clause that blanks the personal details of a direct debit request (the columns are NOT NULL). */
export const ERASED_DETAILS = `account_holder = '', iban = '', street = '', house_number = '', zip = '', city = '', phone = ''`;

/**
 * A request nobody confirmed keeps nothing personal once its code has expired: IBAN, phone and address
 * are blanked, and the texts sent to that phone go unless another open request still needs them.
 * Runs every minute on the injected clock; it is idempotent, so instances may run it side by side.
 */
@Injectable()
export class DirectDebitErasure {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Interval(60_000)
  async run(): Promise<number> {
    const now = this.clock.now();
    return this.dataSource.transaction(async (manager) => {
      const lapsed = (await manager.query(
        `SELECT id FROM direct_debit_requests
          WHERE erased_at IS NULL AND status <> 'confirmed' AND (status = 'voided' OR code_expires_at <= $1)
          FOR UPDATE SKIP LOCKED`,
        [now],
      )) as { id: string }[];
      if (!lapsed.length) return 0;
      const ids = lapsed.map((row) => row.id);
      await eraseRequestDetails(manager, ids, now);
      return ids.length;
    });
  }
}

/**
 * Blanks the requests' personal details and deletes the texts sent to their phones, unless a request
 * still waiting for its code needs them.
 */
export async function eraseRequestDetails(manager: EntityManager, ids: string[], now: Date): Promise<void> {
  const rows = (await manager.query(
    `SELECT DISTINCT phone FROM direct_debit_requests WHERE id = ANY($1::uuid[]) AND phone <> ''`,
    [ids],
  )) as { phone: string }[];
  await manager.query(
    `UPDATE direct_debit_requests SET ${ERASED_DETAILS}, erased_at = $2 WHERE id = ANY($1::uuid[])`,
    [ids, now],
  );
  if (!rows.length) return;
  await manager.query(
    `DELETE FROM sms_outbox WHERE phone = ANY($1::varchar[]) AND phone NOT IN (
       SELECT phone FROM direct_debit_requests WHERE status = 'awaiting_code' AND code_expires_at > $2)`,
    [rows.map((row) => row.phone), now],
  );
}
