import { InjectQueue, Process, Processor } from '@nestjs/bull';
import { Inject, Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bull';
import { type DataSource, IsNull, LessThan, Not } from 'typeorm';
import { CLOCK, type Clock } from '../../shared/clock/clock';
import { Outbox } from '../../shared/outbox/outbox';
import { QUEUES } from '../../shared/queues/queue-names';
import { AccountEntity } from '../database/account.entity';
import { AccountErased } from '../identity.contracts';

export const REACTIVATION_WINDOW_MS = 14 * 24 * 60 * 60 * 1000;
export const ERASE_EXPIRED_JOB = 'erase-expired';

/** Every hour the cron queues one erasure run; Bull makes sure one instance does it and retries it. */
@Injectable()
export class EraseExpiredAccountsSchedule {
  constructor(@InjectQueue(QUEUES.accountErasure) private readonly queue: Queue) {}

  @Cron(CronExpression.EVERY_HOUR)
  async schedule(): Promise<void> {
    await this.queue.add(
      ERASE_EXPIRED_JOB,
      {},
      { jobId: `${ERASE_EXPIRED_JOB}:${new Date().toISOString().slice(0, 13)}` },
    );
  }
}

/**
 * 14 days after deletion the personal data goes for good: the account row stays, anonymised, so the
 * ledger's rows keep an owner for finance; other modules erase their part on AccountErased.
 */
@Processor(QUEUES.accountErasure)
export class EraseExpiredAccountsProcessor {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Process(ERASE_EXPIRED_JOB)
  async run(): Promise<{ erased: number[] }> {
    const now = this.clock.now();
    const expired = await this.dataSource.getRepository(AccountEntity).find({
      where: { deletedAt: LessThan(new Date(now.getTime() - REACTIVATION_WINDOW_MS)), erasedAt: IsNull() },
      select: { id: true },
    });
    for (const { id } of expired) {
      // The anonymised row and the event that has every module erase its part commit together.
      await this.dataSource.transaction(async (manager) => {
        const erased = await manager.update(
          AccountEntity,
          { id, erasedAt: IsNull(), deletedAt: Not(IsNull()) },
          {
            email: `erased-${id}@erased.invalid`,
            passwordHash: '!',
            tracking: {},
            notificationsDisabled: [],
            deletionRemarks: null,
            invisible: true,
            displayName: '',
            erasedAt: now,
          },
        );
        if (erased.affected) await this.outbox.add(manager, new AccountErased(id, now));
      });
    }
    await this.outbox.flush();
    return { erased: expired.map(({ id }) => id) };
  }
}
