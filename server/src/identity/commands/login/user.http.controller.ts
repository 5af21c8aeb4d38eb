import { randomBytes } from 'node:crypto';
import { Body, Controller, Get, Header, HttpCode, Inject, Post, Put, Req, UseGuards } from '@nestjs/common';
import { EventBus, QueryBus } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { argon2id, hash, verify } from 'argon2';
import type { Request } from 'express';
import { IsNull, type Repository } from 'typeorm';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { ApiError } from '../../../shared/errors/api-error';
import { CurrentMember, type SessionMember } from '../../../shared/http/current-member.decorator';
import { MemberAuthGuard } from '../../../shared/http/member-auth.guard';
import { StateChanging } from '../../../shared/http/state-changing.decorator';
import { normaliseHost, GetSiteSettingsQuery } from '../../../site/site.contracts';
import { AccountEntity } from '../../database/account.entity';
import { InvisibleModeChanged } from '../../identity.contracts';
import { LoginThrottle } from '../../login/login-throttle';
import { GetCurrentUserQuery } from '../../queries/get-current-user/get-current-user.query';
import { logIn, logOut } from '../../session/log-in';
import { UpdateAccountRequestDto } from '../update-account/update-account.request.dto';
import { LoginRequestDto } from './login.request.dto';

/** Verified against when the e-mail is unknown, so timing does not tell which e-mails have accounts. */
let unknownAccountHash: Promise<string> | undefined;
const dummyHash = () => (unknownAccountHash ??= hash(randomBytes(32), { type: argon2id }));

@Controller('api')
export class UserHttpController {
  constructor(
    @InjectRepository(AccountEntity) private readonly accounts: Repository<AccountEntity>,
    private readonly queryBus: QueryBus,
    private readonly eventBus: EventBus,
    private readonly throttle: LoginThrottle,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get('user.php')
  @Header('Cache-Control', 'no-store')
  async current(@Req() request: Request) {
    const member = request.user as SessionMember | undefined;
    if (!member) return { user: null };
    const user = await this.queryBus.execute(new GetCurrentUserQuery(member.id));
    if (!user) await logOut(request); // deleted since: the session ends everywhere
    return { user };
  }

  @Post('user.php')
  @HttpCode(200)
  async login(@Req() request: Request, @Body() body: LoginRequestDto) {
    const site = await this.queryBus.execute(new GetSiteSettingsQuery(normaliseHost(request.hostname)));
    const email = body.email.trim().toLowerCase();
    const ip = request.ip ?? 'unknown';
    const accountKey = `${site.id}:${email}`;
    // The attempt is counted before the password is checked, so a burst cannot outrun the lock.
    const attempt = await this.throttle.reserve(accountKey, ip);
    if ('lockedMinutes' in attempt)
      throw new ApiError(429, 'account_locked', 'identity.account_locked', {
        minutes: attempt.lockedMinutes,
      });

    const account = await this.accounts
      .createQueryBuilder('account')
      .addSelect('account.passwordHash')
      .where('account.siteId = :siteId AND account.email = :email AND account.deletedAt IS NULL', {
        siteId: site.id,
        email,
      })
      .getOne();
    const valid = await verify(account?.passwordHash ?? (await dummyHash()), body.password).catch(
      () => false,
    );
    if (!account || !valid) {
      const lockedNow = await this.throttle.failed(attempt);
      if (lockedNow)
        throw new ApiError(429, 'account_locked', 'identity.account_locked', { minutes: lockedNow });
      throw new ApiError(401, 'login_failed', 'errors.login_failed');
    }
    await this.throttle.succeeded(attempt);
    await this.accounts.update(account.id, { lastLoginAt: this.clock.now() });
    await logIn(request, { id: account.id, language: account.language, epoch: account.sessionEpoch });
    return { user: await this.queryBus.execute(new GetCurrentUserQuery(account.id)) };
  }

  @Put('user.php')
  @UseGuards(MemberAuthGuard)
  async update(
    @Req() request: Request,
    @CurrentMember() member: SessionMember,
    @Body() body: UpdateAccountRequestDto,
  ) {
    const account = await this.accounts.findOneBy({ id: member.id, deletedAt: IsNull() });
    if (!account) throw ApiError.authenticationRequired();
    const changes: Partial<AccountEntity> = {};
    if (body.language !== undefined) changes.language = body.language;
    if (body.invisible !== undefined) changes.invisible = body.invisible;
    if (Object.keys(changes).length) await this.accounts.update(account.id, changes);
    if (body.language !== undefined) {
      // Server messages follow the new language at once.
      (request.user as SessionMember).language = body.language;
      (request.session as unknown as { passport?: { user?: SessionMember } }).passport!.user!.language =
        body.language;
    }
    if (body.invisible !== undefined && body.invisible !== account.invisible) {
      this.eventBus.publish(new InvisibleModeChanged(account.id, body.invisible, this.clock.now()));
    }
    return { user: await this.queryBus.execute(new GetCurrentUserQuery(account.id)) };
  }

  @Get('logout.php')
  @StateChanging()
  @Header('Cache-Control', 'no-store')
  async logout(@Req() request: Request) {
    if (request.user) await logOut(request);
    return { ok: true };
  }
}
