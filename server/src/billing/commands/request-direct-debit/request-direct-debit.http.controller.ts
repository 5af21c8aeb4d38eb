import { Body, Controller, HttpCode, Post, Query, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { CurrentMember, type SessionMember } from '../../../shared/http/current-member.decorator';
import { MemberAuthGuard } from '../../../shared/http/member-auth.guard';
import { RateLimiter } from '../../../shared/http/rate-limiter';
import { requestLocale } from '../../../shared/i18n/request-locale';
import { DirectDebitAnswer } from './direct-debit.response';
import { RequestDirectDebitCommand } from './request-direct-debit.command';

const CODES_PER_HOUR = { name: 'direct-debit-sms', max: 5, windowSeconds: 60 * 60 };

/** /directdebit: the form (?validate=1 checks it), which texts the code that confirms the debit. */
@Controller('api')
@UseGuards(MemberAuthGuard)
export class RequestDirectDebitHttpController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly limiter: RateLimiter,
  ) {}

  @Post('directdebit.php')
  @HttpCode(201)
  request(
    @CurrentMember() member: SessionMember,
    @Req() request: Request,
    @Body() body: Record<string, unknown>,
    @Query('validate') validate?: string,
  ): Promise<DirectDebitAnswer> {
    const validateOnly = validate === '1' || validate === 'true';
    // Only a good request that will send a text message counts against the SMS limit.
    const countCode = () => this.limiter.consume(CODES_PER_HOUR, `account:${member.id}`);
    return this.commandBus.execute(
      new RequestDirectDebitCommand(member.id, body ?? {}, requestLocale(request), validateOnly, countCode),
    );
  }
}
