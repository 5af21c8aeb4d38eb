import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiError } from '../../../shared/errors/api-error';
import { AccountsRepository } from '../../database/accounts.repository';
import { emailTaken } from '../../domain/email-taken';
import { IdentityMailer, mailRecipientOf } from '../../mail/identity-mailer';
import { AccountTokenStore } from '../../database/account-token-store';
import { ConfirmEmailChangeCommand } from './confirm-email-change.command';

@CommandHandler(ConfirmEmailChangeCommand)
export class ConfirmEmailChangeHandler implements ICommandHandler<ConfirmEmailChangeCommand> {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly tokens: AccountTokenStore,
    private readonly mailer: IdentityMailer,
  ) {}

  async execute({ token }: ConfirmEmailChangeCommand): Promise<{ accountId: number }> {
    const used = await this.tokens.consume(token, 'mail_change');
    const account = used ? await this.accounts.findLive(used.accountId) : null;
    if (!used?.newEmail || !account) throw ApiError.badRequest('link_invalid', 'identity.link_invalid');
    if (await this.accounts.emailTaken(account.siteId, used.newEmail)) throw emailTaken();
    // (site_id, email) is unique: another account may have confirmed or signed up with it a moment ago.
    if (!(await this.accounts.changeEmailIfFree(account.id, used.newEmail))) throw emailTaken();
    // The old address learns of it and can undo it (a stolen session or password would otherwise keep it).
    const restore = await this.tokens.issue(account.id, 'mail_restore', account.email);
    await this.mailer.send('mail_restore', mailRecipientOf(account), restore, account.email, {
      email: used.newEmail,
    });
    return { accountId: account.id };
  }
}
