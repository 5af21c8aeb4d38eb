import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { Outbox } from '../../../shared/outbox/outbox';
import { CreditsGranted, PremiumGranted } from '../../billing.contracts';
import type { OrderRow } from '../../database/order.row';
import { OrdersRepository } from '../../database/orders.repository';
import type { OrdersTransaction } from '../../database/orders.transaction';
import type { OrderStatus } from '../../domain/order-statuses';
import { LedgerWriter } from '../../database/ledger-writer';
import {
  PAYMENT_PROVIDER,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderPaymentStatus,
} from '../../payments/payment-provider';
import { SyncPaymentCommand } from './sync-payment.command';

const ORDER_STATUS: Record<ProviderPaymentStatus, OrderStatus> = {
  open: 'pending',
  pending: 'pending',
  paid: 'completed',
  failed: 'failed',
  canceled: 'cancelled',
  expired: 'expired',
};

/**
 * The provider is asked, never believed from the call itself; a completed payment grants the credits
 * exactly once however often and in whatever order the calls arrive.
 */
@CommandHandler(SyncPaymentCommand)
export class SyncPaymentHandler implements ICommandHandler<SyncPaymentCommand> {
  constructor(
    private readonly orders: OrdersRepository,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly ledger: LedgerWriter,
    private readonly outbox: Outbox,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ providerPaymentId }: SyncPaymentCommand): Promise<OrderRow | null> {
    const payment = await this.provider.getPayment(providerPaymentId);
    if (!payment) return null;
    const now = this.clock.now();
    const order = await this.orders.transaction(async (tx) => {
      const current = await tx.lockByPayment(this.provider.name, providerPaymentId);
      if (!current) return null;
      await tx.recordPaymentEvent(this.provider.name, providerPaymentId, payment.status, now);
      const next = ORDER_STATUS[payment.status];
      // Completed (or refunded) is final: credits are granted once.
      if (current.status === 'completed' || current.status === 'refunded' || next === current.status)
        return current;
      if (next === 'failed' && current.payment_method === 'sdd') {
        await tx.blockDirectDebits(current.account_id, now);
      }
      if (next !== 'completed') return tx.setStatus(current.id, next);
      return this.complete(tx, current, payment, now);
    });
    await this.outbox.flush();
    return order;
  }

  private async complete(
    tx: OrdersTransaction,
    current: OrderRow,
    payment: ProviderPayment,
    now: Date,
  ): Promise<OrderRow> {
    await tx.lockPurchasesOf(current.account_id);
    const previous = await tx.countEarlierPurchases(current.account_id, current.id);
    // An expired or failed checkout paid late may find its offer or code taken by a newer order meanwhile.
    const claimedElsewhere = await tx.countHoldingOfferOf(current);
    if ((current.first_purchase_claim && previous > 0) || claimedElsewhere > 0) {
      // A first-purchase offer paid after another purchase completed no longer applies, nor an offer a
      // newer order holds by now: no credits at the discounted price; the money goes back and the order
      // says why (docs/decisions.md).
      const reason = claimedElsewhere > 0 ? 'offer_taken_by_newer_order' : 'first_purchase_offer_lapsed';
      await this.provider.refund(payment.id, current.amount, current.currency.trim());
      return tx.markPaidAndRefunded(current.id, now, reason);
    }
    const granted = await this.ledger.appendWithin(tx.manager, {
      accountId: current.account_id,
      kind: 'purchase',
      amount: current.credits,
      reference: `order:${current.id}`,
      idempotencyKey: `order:${current.id}`,
      actor: `provider:${this.provider.name}`,
    });
    // Premium comes with the first purchase that stands: after a refund revoked it, the next one brings it back.
    const standing = await tx.countCompleted(current.account_id, current.id);
    const completed = await tx.complete(current.id, now);
    if (granted.status === 'appended') {
      const reference = `order:${current.id}`;
      await this.outbox.add(
        tx.manager,
        new CreditsGranted(current.account_id, current.credits, 'purchase', reference, granted.balance, now),
      );
    }
    if (standing === 0)
      await this.outbox.add(tx.manager, new PremiumGranted(current.account_id, current.id, now));
    if (payment.mandate) {
      await tx.saveMandate(
        current.account_id,
        this.provider.name,
        payment.mandate,
        current.payment_method,
        now,
      );
    }
    return completed;
  }
}
