import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, IsNull } from 'typeorm';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { ApiError } from '../../../shared/errors/api-error';
import { Outbox } from '../../../shared/outbox/outbox';
import { AccountEntity } from '../../database/account.entity';
import { AccountDeleted } from '../../identity.contracts';
import { IdentityMailer } from '../../mail/identity-mailer';
import { AccountTokenStore } from '../../tokens/account-token-store';
import { EndSessionsCommand } from '../end-sessions/end-sessions.command';
import { DeleteAccountCommand } from './delete-account.command';

/** Deletion hides the account at once; the reactivation link in the mail undoes it for 14 days. */
@CommandHandler(DeleteAccountCommand)
export class DeleteAccountHandler implements ICommandHandler<DeleteAccountCommand, void> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tokens: AccountTokenStore,
    private readonly mailer: IdentityMailer,
    private readonly outbox: Outbox,
    private readonly commandBus: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ accountId, reason, remarks }: DeleteAccountCommand): Promise<void> {
    const now = this.clock.now();
    const account = await this.dataSource.transaction(async (manager) => {
      const found = await manager.findOneBy(AccountEntity, { id: accountId, deletedAt: IsNull() });
      if (!found) throw ApiError.authenticationRequired();
      await manager.update(AccountEntity, found.id, {
        deletedAt: now,
        deletionReason: reason,
        deletionRemarks: remarks?.trim() || null,
      });
      await this.outbox.add(manager, new AccountDeleted(found.id, reason, now));
      return found;
    });
    await this.outbox.flush();
    await this.tokens.revokeAll(account.id);
    // Every open session ends with the account (the deserializer also refuses deleted accounts).
    await this.commandBus.execute(new EndSessionsCommand(account.id));
    const token = await this.tokens.issue(account.id, 'reactivation');
    await this.mailer.send(
      'reactivation',
      { email: account.email, name: account.displayName, language: account.language, siteId: account.siteId },
      token,
    );
  }
}
