import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { AuditTrail } from '../../../shared/audit/audit-trail';
import { ApiError } from '../../../shared/errors/api-error';
import { Outbox } from '../../../shared/outbox/outbox';
import { GetMemberStatusQuery } from '../../../identity/identity.contracts';
import { AdjustCreditsCommand, CreditsGranted, type LedgerEntryRow } from '../../billing.contracts';
import { LedgerReadsRepository } from '../../database/ledger-reads.repository';
import { LedgerWriter } from '../../database/ledger-writer';
import { toLedgerEntryRow } from '../../queries/admin/list-ledger-entries.handler';
import { parseAdjustment } from './adjustment-input';

/**
 * A manual adjustment: one `adjustment` entry through the ledger's only writer (the account's balance
 * row locked, never below zero, the key used once), its reason as the entry's reference, and the audit
 * entry in the same transaction. A retry with the same key answers the first entry without a second
 * entry or audit; the same key with other details is refused (409 idempotency_conflict).
 */
@CommandHandler(AdjustCreditsCommand)
export class AdjustCreditsHandler implements ICommandHandler<AdjustCreditsCommand> {
  constructor(
    private readonly ledger: LedgerWriter,
    private readonly reads: LedgerReadsRepository,
    private readonly audit: AuditTrail,
    private readonly outbox: Outbox,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ input, actor }: AdjustCreditsCommand): Promise<LedgerEntryRow> {
    const adjustment = parseAdjustment(input);
    const member = await this.queryBus.execute(new GetMemberStatusQuery(adjustment.accountId));
    if (!member) throw ApiError.invalidField('account_id', 'account_not_found', 'billing.adjustment_account');

    const entryId = await this.ledger.transaction(async (manager) => {
      const result = await this.ledger.appendWithin(manager, {
        accountId: adjustment.accountId,
        kind: 'adjustment',
        amount: adjustment.amount,
        reference: adjustment.reason,
        idempotencyKey: `adjustment:${adjustment.idempotencyKey}`,
        actor: `admin:${actor.adminId}`,
      });
      if (result.status === 'insufficient_credits') {
        throw new ApiError(409, 'adjustment_below_zero', 'billing.adjustment_below_zero', {
          count: result.balance,
        });
      }
      if (!result.replayed) {
        const after = { balance: result.balance, amount: adjustment.amount, reason: adjustment.reason };
        await this.audit.record(manager, {
          actor,
          action: 'ledger.adjust',
          resource: 'ledger',
          recordId: result.entryId,
          before: { account_id: adjustment.accountId, balance: result.balance - adjustment.amount },
          after: { account_id: adjustment.accountId, entry_id: result.entryId, ...after },
        });
        if (adjustment.amount > 0) {
          await this.outbox.add(
            manager,
            new CreditsGranted(
              adjustment.accountId,
              adjustment.amount,
              'adjustment',
              adjustment.reason,
              result.balance,
              result.at,
            ),
          );
        }
      }
      return result.entryId;
    });
    await this.outbox.flush();
    const { rows } = await this.reads.page({ filter: { id: entryId }, range: [0, 0] });
    return toLedgerEntryRow(rows[0]!);
  }
}
