import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { AccountsRepository } from '../../database/accounts.repository';
import { AccountTokenStore } from '../../database/account-token-store';
import { EndSessionsCommand } from '../end-sessions/end-sessions.command';
import { RestoreEmailCommand, type RestoreOutcome } from './restore-email.command';

/**
 * Brings the old address back, cancels every other link of the account (a password reset sent to the
 * new address included) and ends every session.
 */
@CommandHandler(RestoreEmailCommand)
export class RestoreEmailHandler implements ICommandHandler<RestoreEmailCommand> {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly tokens: AccountTokenStore,
    private readonly commandBus: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ token }: RestoreEmailCommand): Promise<RestoreOutcome> {
    const used = await this.tokens.consume(token, 'mail_restore');
    if (!used) {
      const known = await this.tokens.find(token, 'mail_restore');
      const expired = known && !known.usedAt && known.expiresAt <= this.clock.now();
      return expired ? 'expired' : 'invalid';
    }
    const account = await this.accounts.findNotErased(used.accountId);
    const oldEmail = used.newEmail;
    if (!account || !oldEmail) return 'invalid';
    if (await this.accounts.emailTaken(account.siteId, oldEmail, account.id)) return 'taken';
    // (site_id, email) is unique: a signup may have taken the address a moment ago.
    if (!(await this.accounts.changeEmailIfFree(account.id, oldEmail))) return 'taken';
    await this.tokens.revokeAll(account.id);
    await this.commandBus.execute(new EndSessionsCommand(account.id));
    return 'done';
  }
}
