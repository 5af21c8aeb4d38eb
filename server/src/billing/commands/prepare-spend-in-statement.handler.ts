import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PrepareSpendInStatementCommand } from '../billing.contracts';
import { BalanceCache } from '../database/balance.cache';

@CommandHandler(PrepareSpendInStatementCommand)
export class PrepareSpendInStatementHandler implements ICommandHandler<PrepareSpendInStatementCommand> {
  constructor(private readonly balances: BalanceCache) {}

  execute({ accountId }: PrepareSpendInStatementCommand): Promise<void> {
    this.balances.writing(accountId);
    return Promise.resolve();
  }
}
