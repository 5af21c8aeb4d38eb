import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { argon2id, hash, verify } from 'argon2';
import type { Request } from 'express';
import { IsNull, type Repository } from 'typeorm';
import { ApiError } from '../../../shared/errors/api-error';
import { CurrentMember, type SessionMember } from '../../../shared/http/current-member.decorator';
import { MemberAuthGuard } from '../../../shared/http/member-auth.guard';
import { RateLimiter } from '../../../shared/http/rate-limiter';
import { GetSiteSettingsQuery, normaliseHost } from '../../../site/site.contracts';
import { AccountEntity } from '../../database/account.entity';
import { isAcceptablePassword } from '../../domain/password-rules';
import { LoginThrottle } from '../../login/login-throttle';
import { IdentityMailer } from '../../mail/identity-mailer';
import { logIn } from '../../../shared/http/member-login';
import { AccountTokenStore } from '../../tokens/account-token-store';
import { EndSessionsCommand } from '../end-sessions/end-sessions.command';
import {
  ChangePasswordRequestDto,
  ResetPasswordDoRequestDto,
  ResetPasswordRequestDto,
} from './passwords.request.dto';

const RESETS_PER_IP = { name: 'reset-ip', max: 20, windowSeconds: 60 * 60 };
const RESETS_PER_EMAIL = { name: 'reset-email', max: 5, windowSeconds: 60 * 60 };

@Controller('api')
export class PasswordsHttpController {
  constructor(
    @InjectRepository(AccountEntity) private readonly accounts: Repository<AccountEntity>,
    private readonly tokens: AccountTokenStore,
    private readonly mailer: IdentityMailer,
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
    private readonly rateLimiter: RateLimiter,
    private readonly throttle: LoginThrottle,
  ) {}

  @Post('reset-password.php')
  @HttpCode(200)
  async requestReset(@Req() request: Request, @Body() body: ResetPasswordRequestDto) {
    const email = body.email.trim().toLowerCase();
    await this.rateLimiter.consume(RESETS_PER_IP, request.ip ?? 'unknown');
    await this.rateLimiter.consume(RESETS_PER_EMAIL, email);
    const site = await this.queryBus.execute(new GetSiteSettingsQuery(normaliseHost(request.hostname)));
    const account = await this.accounts.findOneBy({ siteId: site.id, email, deletedAt: IsNull() });
    if (!account) throw ApiError.notFound('email_not_found', 'identity.email_not_found');
    const token = await this.tokens.issue(account.id, 'password_reset');
    await this.mailer.send(
      'reset',
      { email: account.email, name: account.displayName, language: account.language, siteId: account.siteId },
      token,
    );
    return { ok: true };
  }

  @Post('reset-password-do.php')
  @HttpCode(200)
  async reset(@Body() body: ResetPasswordDoRequestDto) {
    if (body.password !== body.password_confirmation) {
      throw new ApiError(
        400,
        'passwords_differ',
        'identity.passwords_differ',
        {},
        {
          password_confirmation: 'identity.passwords_differ',
        },
      );
    }
    if (!isAcceptablePassword(body.password)) {
      throw new ApiError(
        400,
        'password_length',
        'identity.password_length',
        {},
        { password: 'identity.password_length' },
      );
    }
    const used = await this.tokens.consume(body.token, 'password_reset');
    const account = used ? await this.accounts.findOneBy({ id: used.accountId, deletedAt: IsNull() }) : null;
    if (!account) throw ApiError.badRequest('link_invalid', 'identity.link_invalid');
    await this.accounts.update(account.id, { passwordHash: await hash(body.password, { type: argon2id }) });
    // Whoever knew the old password may still be logged in somewhere.
    await this.commandBus.execute(new EndSessionsCommand(account.id));
    await this.throttle.recordSuccess(`${account.siteId}:${account.email.toLowerCase()}`);
    return { ok: true };
  }

  @Post('password.php')
  @HttpCode(200)
  @UseGuards(MemberAuthGuard)
  async change(
    @Req() request: Request,
    @CurrentMember() member: SessionMember,
    @Body() body: ChangePasswordRequestDto,
  ) {
    const account = await this.accounts
      .createQueryBuilder('account')
      .addSelect('account.passwordHash')
      .where('account.id = :id AND account.deletedAt IS NULL', { id: member.id })
      .getOne();
    if (!account) throw ApiError.authenticationRequired();
    const valid = await verify(account.passwordHash, body.old_password).catch(() => false);
    if (!valid) {
      throw new ApiError(
        400,
        'old_password_wrong',
        'identity.old_password_wrong',
        {},
        {
          old_password: 'identity.old_password_wrong',
        },
      );
    }
    if (!isAcceptablePassword(body.new_password)) {
      throw new ApiError(
        400,
        'password_length',
        'identity.password_length',
        {},
        {
          new_password: 'identity.password_length',
        },
      );
    }
    await this.accounts.update(account.id, {
      passwordHash: await hash(body.new_password, { type: argon2id }),
    });
    // Every other session ends; this one goes on under a new session id.
    const epoch = await this.commandBus.execute(new EndSessionsCommand(account.id));
    await logIn(request, { id: account.id, language: member.language, epoch });
    return { ok: true };
  }
}
