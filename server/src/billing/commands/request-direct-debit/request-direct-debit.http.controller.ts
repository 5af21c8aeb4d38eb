import { Body, Post, Query, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { RateLimiter } from '../../../shared/http/rate-limiter';
import { requestLocale } from '../../../shared/i18n/request-locale';
import { DirectDebitAnswer } from './direct-debit.response';
import { RequestDirectDebitCommand } from './request-direct-debit.command';
import { MemberApi, MemberId } from '../../../shared/http/member-api';
import type { UncheckedBody } from '../../../shared/http/unchecked-body';

const CODES_PER_HOUR = { name: 'direct-debit-sms', max: 5, windowSeconds: 60 * 60 };

/** /directdebit: the form (?validate=1 checks it), which texts the code that confirms the debit. */
@MemberApi()
export class RequestDirectDebitHttpController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly limiter: RateLimiter,
  ) {}

  @Post('directdebit.php')
  request(
    @MemberId() memberId: number,
    @Req() request: Request,
    @Body() body: UncheckedBody,
    @Query('validate') validate?: string,
  ): Promise<DirectDebitAnswer> {
    const validateOnly = validate === '1' || validate === 'true';
    // Only a good request that will send a text message counts against the SMS limit.
    const countCode = () => this.limiter.consume(CODES_PER_HOUR, `account:${memberId}`);
    return this.commandBus.execute(
      new RequestDirectDebitCommand(memberId, body ?? {}, requestLocale(request), validateOnly, countCode),
    );
  }
}
