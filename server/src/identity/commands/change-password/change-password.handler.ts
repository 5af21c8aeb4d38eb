import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiError } from '../../../shared/errors/api-error';
import { RateLimiter } from '../../../shared/http/rate-limiter';
import { PasswordHasher } from '../../../shared/security/password-hasher';
import { AccountsRepository } from '../../database/accounts.repository';
import {
  isAcceptablePassword,
  PASSWORD_CHECKS_PER_ACCOUNT,
  passwordLengthError,
} from '../../domain/password-rules';
import { EndSessionsCommand } from '../end-sessions/end-sessions.command';
import { ChangePasswordCommand } from './change-password.command';

@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand> {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly passwords: PasswordHasher,
    private readonly commandBus: CommandBus,
    private readonly rateLimiter: RateLimiter,
  ) {}

  async execute({ accountId, oldPassword, newPassword }: ChangePasswordCommand): Promise<number> {
    const account = await this.accounts.findLiveWithPassword(accountId);
    if (!account) throw ApiError.authenticationRequired();
    await this.rateLimiter.consume(PASSWORD_CHECKS_PER_ACCOUNT, String(account.id));
    if (!(await this.passwords.verify(account.passwordHash, oldPassword))) {
      throw ApiError.invalidField('old_password', 'old_password_wrong', 'identity.old_password_wrong');
    }
    if (!isAcceptablePassword(newPassword)) throw passwordLengthError('new_password');
    await this.accounts.setPasswordHash(account.id, await this.passwords.hash(newPassword));
    return this.commandBus.execute(new EndSessionsCommand(account.id));
  }
}
