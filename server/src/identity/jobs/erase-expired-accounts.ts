import { InjectQueue, Process, Processor } from '@nestjs/bull';
import { Inject, Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import type { Queue } from 'bull';
import { CLOCK, type Clock } from '../../shared/clock/clock';
import { QUEUES } from '../../shared/queues/queue-names';
import { AccountLifecycleRepository } from '../database/account-lifecycle.repository';

export const REACTIVATION_WINDOW_MS = 14 * 24 * 60 * 60 * 1000;
export const ERASE_EXPIRED_JOB = 'erase-expired';

/** Every hour the cron queues one erasure run; Bull makes sure one instance does it and retries it. */
@Injectable()
export class EraseExpiredAccountsSchedule {
  constructor(
    @InjectQueue(QUEUES.accountErasure) private readonly queue: Queue,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Cron(CronExpression.EVERY_HOUR)
  async schedule(): Promise<void> {
    const hour = this.clock.now().toISOString().slice(0, 13);
    await this.queue.add(ERASE_EXPIRED_JOB, {}, { jobId: `${ERASE_EXPIRED_JOB}:${hour}` });
  }
}

/**
 * 14 days after deletion the personal data goes for good: the account row stays, anonymised, so the
 * ledger's rows keep an owner for finance; other modules erase their part on AccountErased.
 */
@Processor(QUEUES.accountErasure)
export class EraseExpiredAccountsProcessor {
  constructor(
    private readonly lifecycle: AccountLifecycleRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Process(ERASE_EXPIRED_JOB)
  async run(): Promise<{ erased: number[] }> {
    const expired = await this.lifecycle.deletedBefore(
      new Date(this.clock.now().getTime() - REACTIVATION_WINDOW_MS),
    );
    // One account at a time: its anonymised row and its AccountErased event commit together.
    for (const accountId of expired) await this.lifecycle.erase(accountId);
    return { erased: expired };
  }
}
