import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { PremiumRevoked } from '../../billing/billing.contracts';
import { AccountEntity } from '../database/account.entity';

/** Every purchase was refunded: premium was bought, so it goes with the money. */
@EventsHandler(PremiumRevoked)
export class RevokePremium implements IEventHandler<PremiumRevoked> {
  constructor(@InjectRepository(AccountEntity) private readonly accounts: Repository<AccountEntity>) {}

  async handle(event: PremiumRevoked): Promise<void> {
    await this.accounts.update({ id: event.accountId }, { paidUser: false });
  }
}
