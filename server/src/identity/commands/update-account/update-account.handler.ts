import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiError } from '../../../shared/errors/api-error';
import { AccountsRepository, type AccountSettings } from '../../database/accounts.repository';
import { UpdateAccountCommand } from './update-account.command';

@CommandHandler(UpdateAccountCommand)
export class UpdateAccountHandler implements ICommandHandler<UpdateAccountCommand, void> {
  constructor(private readonly accounts: AccountsRepository) {}

  async execute({ accountId, settings }: UpdateAccountCommand): Promise<void> {
    const account = await this.accounts.findLive(accountId);
    if (!account) throw ApiError.authenticationRequired();
    const changes: AccountSettings = {};
    if (settings.language !== undefined) changes.language = settings.language;
    if (settings.invisible !== undefined) changes.invisible = settings.invisible;
    await this.accounts.updateSettings(account, changes);
  }
}
