import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiError } from '../../../shared/errors/api-error';
import {
  AccountLifecycleRepository,
  type AccountSettings,
} from '../../database/account-lifecycle.repository';
import { AccountsRepository } from '../../database/accounts.repository';
import { UpdateAccountCommand } from './update-account.command';

@CommandHandler(UpdateAccountCommand)
export class UpdateAccountHandler implements ICommandHandler<UpdateAccountCommand> {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly lifecycle: AccountLifecycleRepository,
  ) {}

  async execute({ accountId, settings }: UpdateAccountCommand): Promise<void> {
    const account = await this.accounts.findLive(accountId);
    if (!account) throw ApiError.authenticationRequired();
    const changes: AccountSettings = {};
    if (settings.language !== undefined) changes.language = settings.language;
    if (settings.invisible !== undefined) changes.invisible = settings.invisible;
    await this.lifecycle.updateSettings(account, changes);
  }
}
