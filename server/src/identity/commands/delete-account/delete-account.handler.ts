import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiError } from '../../../shared/errors/api-error';
import { AccountLifecycleRepository } from '../../database/account-lifecycle.repository';
import { IdentityMailer, mailRecipientOf } from '../../mail/identity-mailer';
import { AccountTokenStore } from '../../database/account-token-store';
import { EndSessionsCommand } from '../end-sessions/end-sessions.command';
import { DeleteAccountCommand } from './delete-account.command';

/** Deletion hides the account at once; the reactivation link in the mail undoes it for 14 days. */
@CommandHandler(DeleteAccountCommand)
export class DeleteAccountHandler implements ICommandHandler<DeleteAccountCommand> {
  constructor(
    private readonly lifecycle: AccountLifecycleRepository,
    private readonly tokens: AccountTokenStore,
    private readonly mailer: IdentityMailer,
    private readonly commandBus: CommandBus,
  ) {}

  async execute({ accountId, reason, remarks }: DeleteAccountCommand): Promise<void> {
    const account = await this.lifecycle.markDeleted(accountId, reason, remarks?.trim() || null);
    if (!account) throw ApiError.authenticationRequired();
    await this.tokens.revokeAll(account.id);
    // Every open session ends with the account (the deserializer also refuses deleted accounts).
    await this.commandBus.execute(new EndSessionsCommand(account.id));
    const token = await this.tokens.issue(account.id, 'reactivation');
    await this.mailer.send('reactivation', mailRecipientOf(account), token);
  }
}
