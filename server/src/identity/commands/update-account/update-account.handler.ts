import { Inject } from '@nestjs/common';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { ApiError } from '../../../shared/errors/api-error';
import { AccountsRepository, type AccountSettings } from '../../database/accounts.repository';
import { InvisibleModeChanged } from '../../identity.contracts';
import { UpdateAccountCommand } from './update-account.command';

@CommandHandler(UpdateAccountCommand)
export class UpdateAccountHandler implements ICommandHandler<UpdateAccountCommand, void> {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly eventBus: EventBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ accountId, settings }: UpdateAccountCommand): Promise<void> {
    const account = await this.accounts.findLive(accountId);
    if (!account) throw ApiError.authenticationRequired();
    const changes: AccountSettings = {};
    if (settings.language !== undefined) changes.language = settings.language;
    if (settings.invisible !== undefined) changes.invisible = settings.invisible;
    await this.accounts.updateSettings(account.id, changes);
    if (settings.invisible !== undefined && settings.invisible !== account.invisible) {
      this.eventBus.publish(new InvisibleModeChanged(account.id, settings.invisible, this.clock.now()));
    }
  }
}
