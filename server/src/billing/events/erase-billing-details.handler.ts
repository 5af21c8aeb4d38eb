import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AccountErased } from '../../identity/identity.contracts';

/**
 * An erased account keeps its ledger entries and orders (anonymous: only an account number) for finance;
 * the personal details of its direct debits and the text messages sent to it go.
 */
@EventsHandler(AccountErased)
export class EraseBillingDetails implements IEventHandler<AccountErased> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async handle(event: AccountErased): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `DELETE FROM sms_outbox WHERE phone IN (SELECT phone FROM direct_debit_requests WHERE account_id = $1)`,
        [event.accountId],
      );
      await manager.query(
        `UPDATE direct_debit_requests
            SET account_holder = '', iban = '', street = '', house_number = '', zip = '', city = '', phone = ''
          WHERE account_id = $1`,
        [event.accountId],
      );
      await manager.query(`DELETE FROM payment_mandates WHERE account_id = $1`, [event.accountId]);
    });
  }
}
