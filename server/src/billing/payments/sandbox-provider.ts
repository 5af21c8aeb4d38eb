import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Clock } from '../../shared/clock/clock';
import { AppConfigService } from '../../shared/config/app-config.service';
import { type SandboxRow, SandboxPaymentsRepository } from '../database/sandbox-payments.repository';
import type {
  NewProviderPayment,
  PaymentProvider,
  ProviderPayment,
  ProviderPaymentStatus,
} from './payment-provider';
import { signSandboxBody, signSandboxCheckout } from './sandbox-signature';

export type SandboxOutcome = 'paid' | 'failed' | 'canceled' | 'pending';

/**
 * A payment provider for development and tests that behaves like a real one: a hosted checkout page
 * (served by this app) where the payer picks the outcome, then a signed webhook call to the app.
 * A mandate stored with "remember" is charged without checkout on repeat orders; a mandate named
 * "declining" fails every such charge (to try the stored-card failure path).
 *
 * A test can make it fail to start a member's payments, as a provider that is down answers
 * (`failToStart`: the checkout answers 502 payment_provider_unavailable), and lift that again. Never in
 * production: there the switch is refused and not read.
 */
@Injectable()
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  private readonly logger = new Logger(SandboxPaymentProvider.name);
  /** Members whose payments fail to start (this process's memory: the sandbox runs in one). */
  private readonly failingToStart = new Set<number>();

  constructor(
    private readonly payments: SandboxPaymentsRepository,
    private readonly config: AppConfigService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Whether the test switch may be used: never in production (fail closed). */
  get canFailToStart(): boolean {
    return this.config.get('NODE_ENV') !== 'production';
  }

  /** Makes starting `memberId`'s payments fail (`failing`), or work again. Refused in production. */
  failToStart(memberId: number, failing: boolean): void {
    if (!this.canFailToStart) throw new Error('the sandbox cannot be made to fail in production');
    if (failing) this.failingToStart.add(memberId);
    else this.failingToStart.delete(memberId);
  }

  async createPayment(payment: NewProviderPayment): Promise<ProviderPayment> {
    if (this.failingToStart.size > 0 && this.canFailToStart) {
      const payer = await this.payments.orderOwner(payment.orderId);
      if (payer !== null && this.failingToStart.has(payer))
        throw new Error(`sandbox: starting payments of member ${payer} is switched to fail`);
    }
    const id = `sbx_${randomBytes(10).toString('hex')}`;
    const charged = payment.mandateId !== undefined || payment.directDebit !== undefined;
    // A direct debit is collected at once in the sandbox (a real one takes days and may come back).
    const mandateId = payment.directDebit
      ? `mdt_sdd_${payment.directDebit.iban.slice(-4)}`
      : payment.mandateId;
    const status: ProviderPaymentStatus = !charged
      ? 'open'
      : mandateId!.startsWith('mdt_declining')
        ? 'failed'
        : 'paid';
    await this.payments.add({
      id,
      amount: payment.amount,
      currency: payment.currency,
      description: payment.description,
      method: payment.method,
      status,
      redirect_url: payment.redirectUrl,
      webhook_url: payment.webhookUrl,
      mandate: mandateId ?? null,
      created_at: this.clock.now(),
    });
    if (charged) void this.deliverWebhook(id, payment.webhookUrl);
    const created = await this.getPayment(id);
    return { ...created!, checkoutUrl: charged ? null : this.checkoutUrl(id) };
  }

  async getPayment(id: string): Promise<ProviderPayment | null> {
    const row = await this.find(id);
    if (!row) return null;
    return {
      id: row.id,
      status: row.status,
      checkoutUrl: row.status === 'open' ? this.checkoutUrl(id) : null,
      mandate: row.mandate ? { id: row.mandate, method: row.method, label: mandateLabel(row.mandate) } : null,
    };
  }

  find(id: string): Promise<SandboxRow | null> {
    return this.payments.find(id);
  }

  /** The member whose order this payment pays, or null (no such payment, or not an order's). */
  ownerOf(id: string): Promise<number | null> {
    return this.payments.ownerOf(id);
  }

  refund(id: string, amount: number): Promise<void> {
    return this.payments.refund(id, amount);
  }

  /** The payer's choice on the checkout page; answers where the payer goes next. */
  async decide(
    id: string,
    outcome: SandboxOutcome,
    remember: 'no' | 'card' | 'declining',
  ): Promise<string | null> {
    const row = await this.find(id);
    if (!row || row.status !== 'open') return row?.redirect_url ?? null;
    const mandate =
      outcome === 'paid' && remember !== 'no'
        ? `mdt_${remember === 'declining' ? 'declining_' : ''}${randomBytes(6).toString('hex')}`
        : null;
    await this.payments.decide(id, outcome, mandate);
    await this.deliverWebhook(id, row.webhook_url);
    return row.redirect_url;
  }

  /** Calls the app's webhook like a provider does: form-encoded id, signed. Failures are logged only. */
  async deliverWebhook(id: string, webhookUrl: string): Promise<void> {
    const body = new URLSearchParams({ id }).toString();
    try {
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'X-Sandbox-Signature': signSandboxBody(body, this.config.get('SESSION_SECRET')),
        },
        body,
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) this.logger.warn(`webhook for ${id} answered ${response.status}`);
    } catch (error) {
      this.logger.warn(`webhook for ${id} could not be delivered: ${(error as Error).message}`);
    }
  }

  /** The hosted checkout, with a token bound to this payment: the link alone lets its holder decide it. */
  private checkoutUrl(id: string): string {
    const token = signSandboxCheckout(id, this.config.get('SESSION_SECRET'));
    return `${this.config.get('PUBLIC_URL').replace(/\/$/, '')}/api/sandbox/checkout.php?id=${id}&token=${token}`;
  }
}

function mandateLabel(mandate: string): string {
  if (mandate.startsWith('mdt_sdd_')) return `SEPA •••• ${mandate.slice(-4)}`;
  return mandate.startsWith('mdt_declining') ? 'Sandbox card •••• 0002' : 'Sandbox card •••• 4242';
}
