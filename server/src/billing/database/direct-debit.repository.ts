import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DirectDebitTransaction } from './direct-debit.transaction';

/** Direct debit requests, blocks after a returned debit, and the texts sent for them. */
@Injectable()
export class DirectDebitRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (requests: DirectDebitTransaction) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => work(new DirectDebitTransaction(manager)));
  }

  async isBlocked(accountId: number): Promise<boolean> {
    const rows = (await this.dataSource.query(`SELECT 1 FROM direct_debit_blocks WHERE account_id = $1`, [
      accountId,
    ])) as unknown[];
    return rows.length > 0;
  }

  async linkOrder(requestId: string, orderId: string): Promise<void> {
    await this.dataSource.query(`UPDATE direct_debit_requests SET order_id = $2 WHERE id = $1`, [
      requestId,
      orderId,
    ]);
  }
}
