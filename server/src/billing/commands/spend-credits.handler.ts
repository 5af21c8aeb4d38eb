import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { ApiError } from '../../shared/errors/api-error';
import { CreditsSpent, SpendCreditsCommand, type SpendResult } from '../billing.contracts';
import { LedgerWriter } from '../database/ledger-writer';

const KEY = /^[\w:.-]{1,200}$/;

@CommandHandler(SpendCreditsCommand)
export class SpendCreditsHandler implements ICommandHandler<SpendCreditsCommand> {
  constructor(
    private readonly ledger: LedgerWriter,
    private readonly eventBus: EventBus,
  ) {}

  async execute(command: SpendCreditsCommand): Promise<SpendResult> {
    if (!Number.isInteger(command.amount) || command.amount <= 0) {
      throw ApiError.badRequest('invalid_amount', 'billing.invalid_amount');
    }
    if (!KEY.test(command.idempotencyKey))
      throw ApiError.badRequest('invalid_idempotency_key', 'errors.bad_request');
    const entry = {
      accountId: command.accountId,
      kind: command.kind,
      amount: -command.amount,
      reference: command.reference.slice(0, 100),
      idempotencyKey: command.idempotencyKey,
      actor: `member:${command.accountId}`,
    };
    const result = command.within
      ? await this.ledger.appendWithin(command.within, entry)
      : await this.ledger.append(entry);
    if (result.status === 'insufficient_credits') return result;
    // Inside the caller's transaction the spend may still roll back: the caller's own events tell.
    if (!result.replayed && !command.within) {
      this.eventBus.publish(
        new CreditsSpent(
          command.accountId,
          command.amount,
          command.kind,
          command.reference,
          result.balance,
          result.at,
        ),
      );
    }
    return { status: 'spent', entryId: result.entryId, balance: result.balance, replayed: result.replayed };
  }
}
