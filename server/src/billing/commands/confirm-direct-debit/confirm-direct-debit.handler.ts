import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { AppConfigService } from '../../../shared/config/app-config.service';
import { ApiError } from '../../../shared/errors/api-error';
import type { DirectDebitRequestRow } from '../../database/direct-debit-request.row';
import { DirectDebitRepository } from '../../database/direct-debit.repository';
import type { DirectDebitTransaction } from '../../database/direct-debit.transaction';
import type { OrderRow } from '../../database/order.row';
import { DirectDebitChecks } from '../../direct-debit/direct-debit-checks';
import { maskIban, MAX_CODE_ATTEMPTS } from '../../direct-debit/direct-debit-rules';
import { hashSmsCode, smsCodeMatches } from '../../direct-debit/sms-code';
import { PlaceOrderCommand } from '../place-order/place-order.command';
import { ConfirmDirectDebitCommand } from './confirm-direct-debit.command';
import { isUuid } from '../../../shared/http/ids';

type Outcome =
  { outcome: 'invalid' } | { outcome: 'limit' } | { outcome: 'confirmed'; row: DirectDebitRequestRow };

@CommandHandler(ConfirmDirectDebitCommand)
export class ConfirmDirectDebitHandler implements ICommandHandler<ConfirmDirectDebitCommand> {
  constructor(
    private readonly requests: DirectDebitRepository,
    private readonly checks: DirectDebitChecks,
    private readonly commandBus: CommandBus,
    private readonly config: AppConfigService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ accountId, requestId, code }: ConfirmDirectDebitCommand): Promise<OrderRow> {
    const checked = await this.requests.transaction((tx) => this.check(tx, accountId, requestId, code));
    if (checked.outcome === 'invalid') {
      throw ApiError.invalidField('code', 'code_invalid', 'billing.dd_code_invalid');
    }
    if (checked.outcome === 'limit') throw this.checks.limitReached();
    const { row } = checked;
    let order: OrderRow;
    try {
      await this.checks.ensureNotBlocked(accountId);
      ({ order } = await this.commandBus.execute(
        new PlaceOrderCommand(
          accountId,
          { bundleId: row.bundle_id, paymentMethod: 'sdd', discountCode: row.discount_code ?? undefined },
          undefined,
          { accountHolder: row.account_holder, iban: row.iban, requestId: row.id },
        ),
      ));
    } catch (error) {
      // No debit came of it: the request stops counting against the limits and its details go.
      await this.requests.transaction((tx) => this.void(tx, row.id, row.attempts));
      throw error;
    }
    await this.requests.linkOrder(row.id, order.id);
    return order;
  }

  private async check(
    tx: DirectDebitTransaction,
    accountId: number,
    requestId: unknown,
    code: unknown,
  ): Promise<Outcome> {
    await tx.lockAccount(accountId);
    const row = isUuid(requestId) ? await tx.lockRequest(requestId, accountId) : null;
    if (!row || row.status !== 'awaiting_code' || row.code_expires_at <= this.clock.now()) {
      throw ApiError.notFound('request_not_found', 'billing.dd_request_not_found');
    }
    const secret = this.config.get('SESSION_SECRET');
    if (
      typeof code !== 'string' ||
      !smsCodeMatches(row.code_hash, hashSmsCode(secret, row.id, code.trim()))
    ) {
      const attempts = row.attempts + 1;
      if (attempts >= MAX_CODE_ATTEMPTS) await this.void(tx, row.id, attempts);
      else await tx.setAttempts(row.id, attempts);
      return { outcome: 'invalid' };
    }
    if (!(await this.checks.withinLimits(tx, accountId, row.amount ?? 0, row.id))) {
      await this.void(tx, row.id, row.attempts);
      return { outcome: 'limit' };
    }
    // The IBAN is handed to the provider now; we keep only its last four characters.
    await tx.confirm(row.id, maskIban(row.iban));
    return { outcome: 'confirmed', row };
  }

  /** A request that can no longer be confirmed keeps nothing personal. */
  private async void(tx: DirectDebitTransaction, requestId: string, attempts: number): Promise<void> {
    await tx.voidRequest(requestId, attempts);
    await tx.eraseDetails([requestId], this.clock.now());
  }
}
