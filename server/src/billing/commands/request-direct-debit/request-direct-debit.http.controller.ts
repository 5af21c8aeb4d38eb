import { Body, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RateLimiter } from '../../../shared/http/rate-limiter';
import type { Locale } from '../../../shared/i18n/messages';
import { RequestLocale } from '../../../shared/i18n/request-locale';
import { DirectDebitAnswer } from './direct-debit.response';
import { RequestDirectDebitCommand } from './request-direct-debit.command';
import { MemberApi, MemberId } from '../../../shared/http/member-api';
import type { UncheckedBody } from '../../../shared/http/unchecked-body';
import { QueryFlag } from '../../../shared/http/query-flag';

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
    @RequestLocale() locale: Locale,
    @Body() body: UncheckedBody,
    @QueryFlag('validate') validateOnly: boolean,
  ): Promise<DirectDebitAnswer> {
    // Only a good request whose text message goes out counts against the SMS limit.
    const countCode = () => this.limiter.consume(CODES_PER_HOUR, `account:${memberId}`);
    const giveBack = () => this.limiter.giveBack(CODES_PER_HOUR, `account:${memberId}`);
    return this.commandBus.execute(
      new RequestDirectDebitCommand(memberId, body ?? {}, locale, validateOnly, countCode, giveBack),
    );
  }
}
