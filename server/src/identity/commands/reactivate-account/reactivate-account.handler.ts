import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, IsNull, Not } from 'typeorm';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { Outbox } from '../../../shared/outbox/outbox';
import { AccountEntity } from '../../database/account.entity';
import { AccountReactivated } from '../../identity.contracts';
import { AccountTokenStore } from '../../tokens/account-token-store';
import { ReactivateAccountCommand, type Reactivated } from './reactivate-account.command';

/** Within the 14 days the deleted account comes back as it was. */
@CommandHandler(ReactivateAccountCommand)
export class ReactivateAccountHandler implements ICommandHandler<
  ReactivateAccountCommand,
  Reactivated | null
> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tokens: AccountTokenStore,
    private readonly outbox: Outbox,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ token }: ReactivateAccountCommand): Promise<Reactivated | null> {
    const used = await this.tokens.consume(token, 'reactivation');
    if (!used) return null;
    const account = await this.dataSource.transaction(async (manager) => {
      const found = await manager.findOneBy(AccountEntity, {
        id: used.accountId,
        deletedAt: Not(IsNull()),
        erasedAt: IsNull(),
      });
      if (!found) return null;
      await manager.update(AccountEntity, found.id, {
        deletedAt: null,
        deletionReason: null,
        deletionRemarks: null,
      });
      await this.outbox.add(manager, new AccountReactivated(found.id, this.clock.now()));
      return found;
    });
    if (!account) return null;
    await this.outbox.flush();
    return { accountId: account.id, language: account.language, sessionEpoch: account.sessionEpoch };
  }
}
