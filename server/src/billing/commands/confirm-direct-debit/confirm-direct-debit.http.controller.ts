import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentMember, type SessionMember } from '../../../shared/http/current-member.decorator';
import { MemberAuthGuard } from '../../../shared/http/member-auth.guard';
import { RateLimiter } from '../../../shared/http/rate-limiter';
import { OrderAnswer } from '../../orders/order.response';
import { toOrderView } from '../../orders/order.view';
import { ConfirmDirectDebitCommand } from './confirm-direct-debit.command';

const CONFIRMS_PER_HOUR = { name: 'direct-debit-confirm', max: 20, windowSeconds: 60 * 60 };

/** /directdebit: the SMS code that confirms the debit. */
@Controller('api')
@UseGuards(MemberAuthGuard)
export class ConfirmDirectDebitHttpController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly limiter: RateLimiter,
  ) {}

  @Post('directdebit-confirm.php')
  @HttpCode(200)
  async confirm(
    @CurrentMember() member: SessionMember,
    @Body() body: Record<string, unknown>,
  ): Promise<OrderAnswer> {
    await this.limiter.consume(CONFIRMS_PER_HOUR, `account:${member.id}`);
    const order = await this.commandBus.execute(
      new ConfirmDirectDebitCommand(member.id, body?.id, body?.code),
    );
    return { order: toOrderView(order) };
  }
}
