import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, IsNull } from 'typeorm';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { Outbox } from '../../../shared/outbox/outbox';
import { AccountEntity } from '../../database/account.entity';
import { AccountActivated } from '../../identity.contracts';
import { AccountTokenStore } from '../../tokens/account-token-store';
import { ActivateAccountCommand, type ActivationOutcome } from './activate-account.command';

/** Activates once; the account and the event that enables its profile commit together. */
@CommandHandler(ActivateAccountCommand)
export class ActivateAccountHandler implements ICommandHandler<ActivateAccountCommand, ActivationOutcome> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tokens: AccountTokenStore,
    private readonly outbox: Outbox,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ token }: ActivateAccountCommand): Promise<ActivationOutcome> {
    const used = await this.tokens.consume(token, 'activation');
    if (!used) {
      const known = await this.tokens.find(token, 'activation');
      return known && (await this.isActivated(known.accountId)) ? 'already_activated' : 'failed';
    }
    const now = this.clock.now();
    const activated = await this.dataSource.transaction(async (manager) => {
      const result = await manager.update(
        AccountEntity,
        { id: used.accountId, status: 'not_confirmed', deletedAt: IsNull() },
        { status: 'activated', activatedAt: now },
      );
      if (!result.affected) return false;
      await this.outbox.add(manager, new AccountActivated(used.accountId, now));
      return true;
    });
    if (!activated) return (await this.isActivated(used.accountId)) ? 'already_activated' : 'failed';
    await this.outbox.flush();
    return 'activated';
  }

  private isActivated(accountId: number): Promise<boolean> {
    return this.dataSource
      .getRepository(AccountEntity)
      .existsBy({ id: accountId, status: 'activated', deletedAt: IsNull() });
  }
}
