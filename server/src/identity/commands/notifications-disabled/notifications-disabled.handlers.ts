import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountNotificationsRepository } from '../../database/account-notifications.repository';
import {
  DisableNotificationsByEmailCommand,
  DisableNotificationsCommand,
  EnableNotificationsCommand,
} from './notifications-disabled.commands';

/**
 * Nothing else acts on these changes at once: notifications reads the list before every mail
 * (GetNotificationRecipientQuery), and user.php shows it through the row-change notices. So no event.
 */
@CommandHandler(DisableNotificationsCommand)
export class DisableNotificationsHandler implements ICommandHandler<DisableNotificationsCommand> {
  constructor(private readonly accounts: AccountNotificationsRepository) {}

  async execute({ accountId, reason }: DisableNotificationsCommand): Promise<{ changed: boolean }> {
    return { changed: await this.accounts.addReason(accountId, reason) };
  }
}

@CommandHandler(DisableNotificationsByEmailCommand)
export class DisableNotificationsByEmailHandler implements ICommandHandler<DisableNotificationsByEmailCommand> {
  constructor(private readonly accounts: AccountNotificationsRepository) {}

  async execute({ email, reason }: DisableNotificationsByEmailCommand): Promise<{ accountIds: number[] }> {
    return { accountIds: await this.accounts.addReasonByEmail(email, reason) };
  }
}

@CommandHandler(EnableNotificationsCommand)
export class EnableNotificationsHandler implements ICommandHandler<EnableNotificationsCommand> {
  constructor(private readonly accounts: AccountNotificationsRepository) {}

  async execute({ accountId }: EnableNotificationsCommand): Promise<{ changed: boolean }> {
    return { changed: await this.accounts.clear(accountId) };
  }
}
