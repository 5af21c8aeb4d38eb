import { Body, Controller, Get, HttpCode, Inject, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, EventBus, QueryBus } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { IsIn, IsString, MaxLength } from 'class-validator';
import type { Request, Response } from 'express';
import { IsNull, Not, type Repository } from 'typeorm';
import { GetProfileSummaryQuery } from '../../../profiles/profiles.contracts';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { ApiError } from '../../../shared/errors/api-error';
import { CurrentMember, type SessionMember } from '../../../shared/http/current-member.decorator';
import { MemberAuthGuard } from '../../../shared/http/member-auth.guard';
import { Omittable } from '../../../shared/http/omittable.decorator';
import { AccountEntity } from '../../database/account.entity';
import { AccountDeleted, AccountReactivated } from '../../identity.contracts';
import { IdentityMailer } from '../../mail/identity-mailer';
import { logIn, logOut } from '../../session/log-in';
import { AccountTokenStore } from '../../tokens/account-token-store';
import { EndSessionsCommand } from '../end-sessions/end-sessions.command';

export const DELETE_REASONS = [
  'price',
  'found_someone',
  'not_looking',
  'site_problems',
  'no_members',
  'time',
  'other',
];

class DeleteAccountRequestDto {
  @IsIn(DELETE_REASONS, { message: 'identity.invalid_choice' })
  reason: string;

  @Omittable()
  @IsString({ message: 'identity.invalid_choice' })
  @MaxLength(2000, { message: 'identity.invalid_choice' })
  remarks?: string;
}

/** Deletion hides the account at once and can be undone for 14 days by the e-mailed link. */
@Controller('api')
export class DeleteAccountHttpController {
  constructor(
    @InjectRepository(AccountEntity) private readonly accounts: Repository<AccountEntity>,
    private readonly tokens: AccountTokenStore,
    private readonly mailer: IdentityMailer,
    private readonly queryBus: QueryBus,
    private readonly eventBus: EventBus,
    private readonly commandBus: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Post('delete-account.php')
  @HttpCode(200)
  @UseGuards(MemberAuthGuard)
  async delete(
    @Req() request: Request,
    @CurrentMember() member: SessionMember,
    @Body() body: DeleteAccountRequestDto,
  ) {
    const account = await this.accounts.findOneBy({ id: member.id, deletedAt: IsNull() });
    if (!account) throw ApiError.authenticationRequired();
    const now = this.clock.now();
    await this.accounts.update(account.id, {
      deletedAt: now,
      deletionReason: body.reason,
      deletionRemarks: body.remarks?.trim() || null,
    });
    await this.tokens.revokeAll(account.id);
    // Every open session ends with the account (the deserializer also refuses deleted accounts).
    await this.commandBus.execute(new EndSessionsCommand(account.id));
    const profile = await this.queryBus.execute(new GetProfileSummaryQuery(account.id, ''));
    const token = await this.tokens.issue(account.id, 'reactivation');
    await this.mailer.send(
      'reactivation',
      { email: account.email, name: profile?.name ?? '', language: account.language, siteId: account.siteId },
      token,
    );
    this.eventBus.publish(new AccountDeleted(account.id, body.reason, now));
    await logOut(request);
    return { ok: true };
  }

  /** The e-mail link: reactivates within the 14 days, logs the member in, and opens the members area. */
  @Get('reactivate.php')
  async reactivate(
    @Req() request: Request,
    @Query('token') token: unknown,
    @Res() response: Response,
  ): Promise<void> {
    const used = typeof token === 'string' ? await this.tokens.consume(token, 'reactivation') : null;
    const account = used
      ? await this.accounts.findOneBy({ id: used.accountId, deletedAt: Not(IsNull()), erasedAt: IsNull() })
      : null;
    if (!account) return response.redirect(302, '/activate/error');
    await this.accounts.update(account.id, { deletedAt: null, deletionReason: null, deletionRemarks: null });
    this.eventBus.publish(new AccountReactivated(account.id, this.clock.now()));
    await logIn(request, { id: account.id, language: account.language, epoch: account.sessionEpoch });
    response.redirect(302, '/members');
  }
}
