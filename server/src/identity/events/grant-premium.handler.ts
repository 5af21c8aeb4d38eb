import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { PremiumGranted } from '../../billing/billing.contracts';
import { AccountEntity } from '../database/account.entity';

/** Lifetime premium after the first purchase (SPEC §1, §6): paid_user stays true for good. */
@EventsHandler(PremiumGranted)
export class GrantPremium implements IEventHandler<PremiumGranted> {
  constructor(@InjectRepository(AccountEntity) private readonly accounts: Repository<AccountEntity>) {}

  async handle(event: PremiumGranted): Promise<void> {
    await this.accounts.update({ id: event.accountId }, { paidUser: true });
  }
}
