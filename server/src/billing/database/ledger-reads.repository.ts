import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AdminListParams } from '../../shared/admin-list/admin-list-params';
import { readAdminList } from '../../shared/admin-list/list-params';
import { type AdminListExport, exportAdminList } from '../../shared/admin-list/list-export';
import { preparedQuery } from '../../shared/database/prepared-query';
import { BalanceCache } from './balance.cache';
import type { LedgerEntryRecord } from './ledger-entry.record';
import { LEDGER_LIST } from './ledger-list';
import { readLedger } from './read-ledger';

/** Reads of the credit ledger and its balance projection; LedgerWriter is the only writer. */
@Injectable()
export class LedgerReadsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly balances: BalanceCache,
  ) {}

  /**
   * The projected balance (O(1)), from this instance's cache while unchanged; `npm run ledger:verify`
   * proves the projection equals the ledger.
   */
  balanceOf(accountId: number): Promise<number> {
    return this.balances.read(accountId, () => this.readBalance(accountId));
  }

  private async readBalance(accountId: number): Promise<number> {
    const [row] = await preparedQuery<{ balance: number }>(
      this.dataSource,
      'billing-credit-balance',
      `SELECT balance FROM credit_balances WHERE account_id = $1`,
      [accountId],
    );
    return row?.balance ?? 0;
  }

  /** The spend written under an idempotency key, or null. */
  async spendByKey(
    idempotencyKey: string,
  ): Promise<{ account_id: number; amount: number; kind: string; reference: string } | null> {
    const [row] = await preparedQuery<{
      account_id: number;
      amount: number;
      kind: string;
      reference: string;
    }>(
      this.dataSource,
      'billing-spend-by-key',
      `SELECT account_id, amount, kind, reference FROM credit_ledger
        WHERE idempotency_key = $1 AND kind IN ('spend_message', 'spend_photo', 'spend_gift')`,
      [idempotencyKey],
    );
    return row ?? null;
  }

  /**
   * Every entry and every projected balance from one snapshot: a spend committing between the two reads
   * would otherwise show up as a projection that differs.
   */
  snapshot(): ReturnType<typeof readLedger> {
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      await manager.query('SET TRANSACTION READ ONLY');
      return readLedger(manager);
    });
  }

  /** A page of entries as the admin console lists them. */
  page(params: AdminListParams): Promise<{ rows: LedgerEntryRecord[]; total: number }> {
    return readAdminList<LedgerEntryRecord>(this.dataSource, LEDGER_LIST, params);
  }

  /** Every entry the admin list's filter holds, through a cursor (the CSV export). */
  export(params: AdminListParams): AdminListExport<LedgerEntryRecord> {
    return exportAdminList<LedgerEntryRecord>(this.dataSource, LEDGER_LIST, params);
  }
}
