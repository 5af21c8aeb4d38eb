import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { IsString, MaxLength } from 'class-validator';
import type { Request } from 'express';
import { verify } from 'argon2';
import { IsNull, type Repository } from 'typeorm';
import { ApiError } from '../../../shared/errors/api-error';
import { CurrentMember, type SessionMember } from '../../../shared/http/current-member.decorator';
import { MemberAuthGuard } from '../../../shared/http/member-auth.guard';
import { RateLimiter } from '../../../shared/http/rate-limiter';
import { AccountEntity } from '../../database/account.entity';
import { isEmail } from '../../domain/signup-rules';
import { IdentityMailer } from '../../mail/identity-mailer';
import { GetCurrentUserQuery } from '../../queries/get-current-user/get-current-user.query';
import { AccountTokenStore } from '../../tokens/account-token-store';

class MailChangeRequestDto {
  @IsString({ message: 'identity.invalid_new_email' })
  @MaxLength(320, { message: 'identity.invalid_new_email' })
  email: string;

  @IsString({ message: 'identity.password_wrong' })
  @MaxLength(200, { message: 'identity.password_wrong' })
  password: string;
}

class MailChangeDoRequestDto {
  @IsString({ message: 'identity.link_invalid' })
  @MaxLength(200, { message: 'identity.link_invalid' })
  token: string;
}

const CHANGES_PER_ACCOUNT = { name: 'mail-change', max: 5, windowSeconds: 60 * 60 };
/** An open session must not become a way to guess the password. */
const PASSWORD_CHECKS_PER_ACCOUNT = { name: 'mail-change-password', max: 10, windowSeconds: 60 * 60 };

/**
 * A new e-mail address counts only once its owner follows the link sent to it, and only with the current
 * password (a session left open is not enough). The old address then gets a link that undoes the change.
 */
@Controller('api')
export class ChangeEmailHttpController {
  constructor(
    @InjectRepository(AccountEntity) private readonly accounts: Repository<AccountEntity>,
    private readonly tokens: AccountTokenStore,
    private readonly mailer: IdentityMailer,
    private readonly queryBus: QueryBus,
    private readonly rateLimiter: RateLimiter,
  ) {}

  @Post('mail-change.php')
  @HttpCode(200)
  @UseGuards(MemberAuthGuard)
  async request(@CurrentMember() member: SessionMember, @Body() body: MailChangeRequestDto) {
    const email = body.email.trim().toLowerCase();
    const account = await this.accounts
      .createQueryBuilder('account')
      .addSelect('account.passwordHash')
      .where('account.id = :id AND account.deletedAt IS NULL', { id: member.id })
      .getOne();
    if (!account) throw ApiError.authenticationRequired();
    if (!isEmail(email) || email === account.email.toLowerCase()) {
      throw new ApiError(
        400,
        'invalid_new_email',
        'identity.invalid_new_email',
        {},
        { email: 'identity.invalid_new_email' },
      );
    }
    await this.rateLimiter.consume(PASSWORD_CHECKS_PER_ACCOUNT, String(account.id));
    if (!(await verify(account.passwordHash, body.password).catch(() => false))) {
      throw new ApiError(
        400,
        'password_wrong',
        'identity.password_wrong',
        {},
        { password: 'identity.password_wrong' },
      );
    }
    await this.assertFree(account.siteId, email);
    await this.rateLimiter.consume(CHANGES_PER_ACCOUNT, String(account.id));
    const token = await this.tokens.issue(account.id, 'mail_change', email);
    await this.mailer.send(
      'mail_change',
      { email: account.email, name: account.displayName, language: account.language, siteId: account.siteId },
      token,
      email,
    );
    return { ok: true };
  }

  @Post('mail-change-do.php')
  @HttpCode(200)
  async confirm(@Req() request: Request, @Body() body: MailChangeDoRequestDto) {
    const used = await this.tokens.consume(body.token, 'mail_change');
    const account = used ? await this.accounts.findOneBy({ id: used.accountId, deletedAt: IsNull() }) : null;
    if (!used?.newEmail || !account) throw ApiError.badRequest('link_invalid', 'identity.link_invalid');
    await this.assertFree(account.siteId, used.newEmail);
    await this.accounts.update(account.id, { email: used.newEmail });
    // The old address learns of it and can undo it (a stolen session or password would otherwise keep it).
    const restore = await this.tokens.issue(account.id, 'mail_restore', account.email);
    await this.mailer.send(
      'mail_restore',
      { email: account.email, name: account.displayName, language: account.language, siteId: account.siteId },
      restore,
      account.email,
      { email: used.newEmail },
    );
    const member = request.user as SessionMember | undefined;
    if (member?.id === account.id)
      return { user: await this.queryBus.execute(new GetCurrentUserQuery(account.id)) };
    return { ok: true };
  }

  private async assertFree(siteId: number, email: string): Promise<void> {
    if (await this.accounts.existsBy({ siteId, email })) {
      throw new ApiError(409, 'email_taken', 'identity.email_taken', {}, { email: 'identity.email_taken' });
    }
  }
}
