import { Inject, Injectable, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Interval } from '@nestjs/schedule';
import { FindSpendQuery } from '../../billing/billing.contracts';
import { CLOCK, type Clock } from '../../shared/clock/clock';
import { MessagesRepository } from '../database/messages.repository';
import { SETTLE_AFTER_MS, spendKeyOf } from '../domain/messaging-rules';

const PER_RUN = 500;

/**
 * Settles messages a send left pending (the server died, or lost the database, between storing the
 * message and marking it sent): billing is asked whether `message:<id>` was spent; spent, the message
 * is sent (with MessageSent); not spent, it is void. Sends spend only within SPEND_WITHIN_MS of storing,
 * and this waits SETTLE_AFTER_MS, so it never races a send that is about to spend. Runs on every
 * instance: marking sent is idempotent and voiding is conditional on the message still being pending.
 */
@Injectable()
export class SettlePendingMessages {
  private readonly logger = new Logger(SettlePendingMessages.name);

  constructor(
    private readonly messages: MessagesRepository,
    private readonly queryBus: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Interval(30_000)
  async sweep(): Promise<void> {
    try {
      await this.run();
    } catch (error) {
      this.logger.error('settling pending messages failed', error as Error);
    }
  }

  /** Answers how many were marked sent and how many void. */
  async run(): Promise<{ sent: number; voided: number }> {
    const cutoff = new Date(this.clock.now().getTime() - SETTLE_AFTER_MS);
    const pending = await this.messages.pendingBefore(cutoff, PER_RUN);
    let sent = 0;
    let voided = 0;
    for (const message of pending) {
      const spend = await this.queryBus.execute(new FindSpendQuery(spendKeyOf(message.id)));
      if (spend) {
        await this.messages.markSent(message.id);
        sent++;
      } else if (await this.messages.markVoid(message.id, cutoff)) {
        voided++;
      }
    }
    return { sent, voided };
  }
}
