import { Body, Controller, HttpCode, Post, Query, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { CurrentMember, type SessionMember } from '../../shared/http/current-member.decorator';
import { MemberAuthGuard } from '../../shared/http/member-auth.guard';
import { RateLimiter } from '../../shared/http/rate-limiter';
import { requestLocale } from '../../shared/i18n/request-locale';
import { DirectDebitService } from '../direct-debit/direct-debit.service';
import { toOrderView } from '../orders/order.view';
import { OrderAnswer } from '../orders/order.response';
import { DirectDebitAnswer } from './direct-debit.response';

const CODES_PER_HOUR = { name: 'direct-debit-sms', max: 5, windowSeconds: 60 * 60 };
const CONFIRMS_PER_HOUR = { name: 'direct-debit-confirm', max: 20, windowSeconds: 60 * 60 };

/** /directdebit: the form (?validate=1 checks it), then the SMS code that confirms the debit. */
@Controller('api')
@UseGuards(MemberAuthGuard)
export class DirectDebitHttpController {
  constructor(
    private readonly directDebit: DirectDebitService,
    private readonly limiter: RateLimiter,
  ) {}

  @Post('directdebit.php')
  @HttpCode(201)
  async request(
    @CurrentMember() member: SessionMember,
    @Req() request: Request,
    @Body() body: Record<string, unknown>,
    @Query('validate') validate?: string,
  ): Promise<DirectDebitAnswer> {
    const validateOnly = validate === '1' || validate === 'true';
    // Only a good request that will send a text message counts against the SMS limit.
    return this.directDebit.request(member.id, body ?? {}, requestLocale(request), validateOnly, () =>
      this.limiter.consume(CODES_PER_HOUR, `account:${member.id}`),
    );
  }

  @Post('directdebit-confirm.php')
  @HttpCode(200)
  async confirm(
    @CurrentMember() member: SessionMember,
    @Body() body: Record<string, unknown>,
  ): Promise<OrderAnswer> {
    await this.limiter.consume(CONFIRMS_PER_HOUR, `account:${member.id}`);
    return { order: toOrderView(await this.directDebit.confirm(member.id, body?.id, body?.code)) };
  }
}
