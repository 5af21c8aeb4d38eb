import { Controller, Get, HttpCode, Inject, Post, Query, Res, UseGuards } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Response } from 'express';
import { IsNull, type Repository } from 'typeorm';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { ApiError } from '../../../shared/errors/api-error';
import { CurrentMember, type SessionMember } from '../../../shared/http/current-member.decorator';
import { MemberAuthGuard } from '../../../shared/http/member-auth.guard';
import { RateLimiter } from '../../../shared/http/rate-limiter';
import { AccountEntity } from '../../database/account.entity';
import { AccountActivated } from '../../identity.contracts';
import { IdentityMailer } from '../../mail/identity-mailer';
import { AccountTokenStore } from '../../tokens/account-token-store';
import { QueryBus } from '@nestjs/cqrs';
import { GetProfileSummaryQuery } from '../../../profiles/profiles.contracts';

/** The error page says "already activated" instead of "Activation failed" for a link used before. */
const ALREADY_ACTIVATED = '/activate/error?reason=already_activated';

const RESENDS_PER_ACCOUNT = { name: 'activation-resend', max: 5, windowSeconds: 60 * 60 };

@Controller('api')
export class ActivateHttpController {
  constructor(
    @InjectRepository(AccountEntity) private readonly accounts: Repository<AccountEntity>,
    private readonly tokens: AccountTokenStore,
    private readonly mailer: IdentityMailer,
    private readonly eventBus: EventBus,
    private readonly queryBus: QueryBus,
    private readonly rateLimiter: RateLimiter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The e-mail link: activates once, then lands on the matching page of the web app. */
  @Get('activate.php')
  async activate(@Query('token') token: unknown, @Res() response: Response): Promise<void> {
    if (typeof token !== 'string') return response.redirect(302, '/activate/error');
    const used = await this.tokens.consume(token, 'activation');
    if (!used) {
      const known = await this.tokens.find(token, 'activation');
      const activated = known && (await this.isActivated(known.accountId));
      return response.redirect(302, activated ? ALREADY_ACTIVATED : '/activate/error');
    }
    const activated = await this.accounts.update(
      { id: used.accountId, status: 'not_confirmed', deletedAt: IsNull() },
      { status: 'activated', activatedAt: this.clock.now() },
    );
    if (!activated.affected) {
      const already = await this.isActivated(used.accountId);
      return response.redirect(302, already ? ALREADY_ACTIVATED : '/activate/error');
    }
    this.eventBus.publish(new AccountActivated(used.accountId, this.clock.now()));
    response.redirect(302, '/activate/done');
  }

  private isActivated(accountId: number): Promise<boolean> {
    return this.accounts.existsBy({ id: accountId, status: 'activated', deletedAt: IsNull() });
  }

  @Post('activate-resend.php')
  @HttpCode(200)
  @UseGuards(MemberAuthGuard)
  async resend(@CurrentMember() member: SessionMember) {
    const account = await this.accounts.findOneBy({ id: member.id, deletedAt: IsNull() });
    if (!account) throw ApiError.authenticationRequired();
    if (account.status === 'activated')
      throw ApiError.badRequest('already_activated', 'identity.already_activated');
    await this.rateLimiter.consume(RESENDS_PER_ACCOUNT, String(account.id));
    const profile = await this.queryBus.execute(new GetProfileSummaryQuery(account.id, ''));
    const token = await this.tokens.issue(account.id, 'activation');
    await this.mailer.send(
      'activation',
      { email: account.email, name: profile?.name ?? '', language: account.language, siteId: account.siteId },
      token,
    );
    return { ok: true };
  }
}
