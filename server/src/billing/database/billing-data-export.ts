import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { MemberDataPart } from '../../shared/data-export/member-data-part';

@Injectable()
export class BillingDataExportReader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The member's orders, credit ledger entries, direct debit requests and stored payment mandates. Internal
   * bookkeeping (idempotency keys, hash chain, confirmation code hashes) stays out.
   */
  async read(accountId: number): Promise<MemberDataPart> {
    const [orders, ledger, directDebits, mandates] = await Promise.all([
      this.dataSource.query(
        `SELECT id, bundle_id, credits, country, currency, list_amount, amount, discount_code, discount_percentage,
                payment_method, provider, status, repeat_of, refund_reason, created_at, paid_at, refunded_at
           FROM orders WHERE account_id = $1 ORDER BY created_at, id`,
        [accountId],
      ),
      this.dataSource.query(
        `SELECT id, kind, amount, balance_after, reference, created_at
           FROM credit_ledger WHERE account_id = $1 ORDER BY id`,
        [accountId],
      ),
      this.dataSource.query(
        `SELECT id, bundle_id, discount_code, account_holder, iban, street, house_number, zip, city, phone, status,
                order_id, created_at
           FROM direct_debit_requests WHERE account_id = $1 ORDER BY created_at`,
        [accountId],
      ),
      this.dataSource.query(
        `SELECT provider, payment_method, label, created_at FROM payment_mandates WHERE account_id = $1`,
        [accountId],
      ),
    ]);
    return {
      documents: {
        'orders.json': orders,
        'ledger.json': ledger,
        'direct-debits.json': directDebits,
        'payment-mandates.json': mandates,
      },
    };
  }
}
