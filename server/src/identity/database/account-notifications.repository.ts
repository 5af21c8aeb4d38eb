import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { NotificationsDisabledReason } from '../domain/notifications-disabled';
import { AccountRowCache } from './account-row.cache';

/**
 * The account's `notifications_disabled` list (SPEC §3): each change is one statement on the array, so
 * two notices at once both land and a repeated notice changes nothing.
 */
@Injectable()
export class AccountNotificationsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: AccountRowCache,
  ) {}

  /** Adds the reason unless the account has it already; answers whether it was added. */
  async addReason(accountId: number, reason: NotificationsDisabledReason): Promise<boolean> {
    this.cache.writing(accountId);
    const [, changed] = (await this.dataSource.query(
      `UPDATE accounts SET notifications_disabled = array_append(notifications_disabled, $2::text)
        WHERE id = $1 AND NOT ($2::text = ANY (notifications_disabled))`,
      [accountId, reason],
    )) as [unknown, number];
    return changed > 0;
  }

  /**
   * Adds the reason to every account with the address (one per site at most; erased ones have another
   * address by then); answers the ids of all of them, those that had it already included.
   */
  async addReasonByEmail(email: string, reason: NotificationsDisabledReason): Promise<number[]> {
    const rows = (await this.dataSource.query(
      `WITH matched AS (SELECT id FROM accounts WHERE email = $1::citext AND erased_at IS NULL),
            changed AS (
              UPDATE accounts SET notifications_disabled = array_append(notifications_disabled, $2::text)
               WHERE id IN (SELECT id FROM matched) AND NOT ($2::text = ANY (notifications_disabled))
               RETURNING id)
       SELECT id FROM matched ORDER BY id`,
      [email, reason],
    )) as { id: number }[];
    const ids = rows.map((row) => row.id);
    for (const id of ids) this.cache.writing(id);
    return ids;
  }

  /** Empties the list; answers whether it held anything. */
  async clear(accountId: number): Promise<boolean> {
    this.cache.writing(accountId);
    const [, changed] = (await this.dataSource.query(
      `UPDATE accounts SET notifications_disabled = '{}' WHERE id = $1 AND notifications_disabled <> '{}'`,
      [accountId],
    )) as [unknown, number];
    return changed > 0;
  }
}
