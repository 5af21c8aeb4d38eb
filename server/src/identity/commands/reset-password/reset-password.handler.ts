import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiError } from '../../../shared/errors/api-error';
import { PasswordHasher } from '../../../shared/security/password-hasher';
import { AccountsRepository } from '../../database/accounts.repository';
import { isAcceptablePassword, passwordLengthError } from '../../domain/password-rules';
import { LoginThrottle } from '../../login/login-throttle';
import { AccountTokenStore } from '../../database/account-token-store';
import { EndSessionsCommand } from '../end-sessions/end-sessions.command';
import { ResetPasswordCommand } from './reset-password.command';

@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand> {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly tokens: AccountTokenStore,
    private readonly passwords: PasswordHasher,
    private readonly throttle: LoginThrottle,
    private readonly commandBus: CommandBus,
  ) {}

  async execute({ token, password, passwordConfirmation }: ResetPasswordCommand): Promise<void> {
    if (password !== passwordConfirmation) {
      throw ApiError.invalidField('password_confirmation', 'passwords_differ', 'identity.passwords_differ');
    }
    if (!isAcceptablePassword(password)) throw passwordLengthError('password');
    const used = await this.tokens.consume(token, 'password_reset');
    const account = used ? await this.accounts.findLive(used.accountId) : null;
    if (!account) throw ApiError.badRequest('link_invalid', 'identity.link_invalid');
    await this.accounts.setPasswordHash(account.id, await this.passwords.hash(password));
    // Whoever knew the old password may still be logged in somewhere.
    await this.commandBus.execute(new EndSessionsCommand(account.id));
    // The owner is known now: the account's failed logins and lock are forgotten.
    await this.throttle.recordSuccess(`${account.siteId}:${account.email.toLowerCase()}`);
  }
}
