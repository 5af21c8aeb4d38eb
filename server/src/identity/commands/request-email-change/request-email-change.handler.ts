import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { verify } from 'argon2';
import { ApiError } from '../../../shared/errors/api-error';
import { RateLimiter } from '../../../shared/http/rate-limiter';
import { AccountsRepository } from '../../database/accounts.repository';
import { emailTaken } from '../../domain/email-taken';
import { isEmail } from '../../domain/signup-rules';
import { PASSWORD_CHECKS_PER_ACCOUNT } from '../../domain/password-rules';
import { IdentityMailer, mailRecipientOf } from '../../mail/identity-mailer';
import { AccountTokenStore } from '../../database/account-token-store';
import { RequestEmailChangeCommand } from './request-email-change.command';

const CHANGES_PER_ACCOUNT = { name: 'mail-change', max: 5, windowSeconds: 60 * 60 };

/**
 * A new e-mail address counts only once its owner follows the link sent to it, and only with the current
 * password (a session left open is not enough).
 */
@CommandHandler(RequestEmailChangeCommand)
export class RequestEmailChangeHandler implements ICommandHandler<RequestEmailChangeCommand> {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly tokens: AccountTokenStore,
    private readonly mailer: IdentityMailer,
    private readonly rateLimiter: RateLimiter,
  ) {}

  async execute(command: RequestEmailChangeCommand): Promise<void> {
    const email = command.email.trim().toLowerCase();
    const account = await this.accounts.findLiveWithPassword(command.accountId);
    if (!account) throw ApiError.authenticationRequired();
    if (!isEmail(email) || email === account.email.toLowerCase()) {
      throw ApiError.invalidField('email', 'invalid_new_email', 'identity.invalid_new_email');
    }
    await this.rateLimiter.consume(PASSWORD_CHECKS_PER_ACCOUNT, String(account.id));
    if (!(await verify(account.passwordHash, command.password).catch(() => false))) {
      throw ApiError.invalidField('password', 'password_wrong', 'identity.password_wrong');
    }
    if (await this.accounts.emailTaken(account.siteId, email)) throw emailTaken();
    await this.rateLimiter.consume(CHANGES_PER_ACCOUNT, String(account.id));
    const token = await this.tokens.issue(account.id, 'mail_change', email);
    await this.mailer.send('mail_change', mailRecipientOf(account), token, email);
  }
}
