import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { CommandBus } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../shared/clock/clock';
import { SyncPaymentCommand } from '../commands/sync-payment/sync-payment.command';
import { OrdersRepository } from '../database/orders.repository';

/** A checkout not paid within this time is abandoned (Mollie lets most checkouts expire sooner). */
export const CHECKOUT_EXPIRY_MS = 60 * 60 * 1000;
/** A bank transfer (sct) takes days to arrive: it waits this long. */
export const BANK_TRANSFER_EXPIRY_MS = 14 * 24 * 60 * 60 * 1000;
/** Any number will do as long as no other job of the app takes it. */
const RUN_LOCK = 0x6b696e01;

/**
 * Pending orders whose checkout was left: each is first brought in line with the provider (a payment
 * made at the last minute completes; one the provider expired or failed says so); one the provider
 * still reports open is marked expired here. Direct debits (sdd) are not checkouts and are left to their
 * own flow. A payment that still arrives later completes the order all the same (SyncPaymentHandler treats
 * only completed and refunded as final).
 */
@Injectable()
export class ExpireAbandonedOrders {
  private readonly logger = new Logger(ExpireAbandonedOrders.name);

  constructor(
    private readonly orders: OrdersRepository,
    private readonly commandBus: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Cron(CronExpression.EVERY_5_MINUTES)
  async scheduled(): Promise<void> {
    await this.run().catch((error: unknown) => this.logger.warn(`order expiry failed: ${String(error)}`));
  }

  /** One pass; with several instances only one runs it at a time. Returns the ids of the orders expired. */
  async run(): Promise<{ expired: string[] }> {
    return { expired: (await this.orders.exclusively(RUN_LOCK, () => this.expireDue())) ?? [] };
  }

  private async expireDue(): Promise<string[]> {
    const now = this.clock.now().getTime();
    const due = await this.orders.pendingCheckoutsPlacedBefore(
      new Date(now - CHECKOUT_EXPIRY_MS),
      new Date(now - BANK_TRANSFER_EXPIRY_MS),
    );
    const expired: string[] = [];
    for (const order of due) {
      if (order.provider_payment_id) {
        const synced = await this.commandBus
          .execute(new SyncPaymentCommand(order.provider_payment_id))
          .catch((error: unknown) => {
            // The provider could not be asked: try again next run rather than expire a payment it may hold.
            this.logger.warn(`status of order ${order.id} unavailable: ${String(error)}`);
            return undefined;
          });
        if (synced === undefined) continue;
        if (synced && synced.status !== 'pending') continue;
      }
      if (await this.orders.expireIfPending(order.id)) expired.push(order.id);
    }
    return expired;
  }
}
