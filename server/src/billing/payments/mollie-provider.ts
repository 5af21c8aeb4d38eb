import createMollieClient, { type MollieClient, type Payment } from '@mollie/api-client';
import type { PaymentMethod } from '../domain/payment-methods';
import type {
  NewProviderPayment,
  PaymentProvider,
  ProviderPayment,
  ProviderPaymentStatus,
} from './payment-provider';

/**
 * Our payment methods as Mollie names them. Card brands are Mollie's creditcard; SEPA bank transfer is
 * banktransfer, direct debit directdebit. Mollie retired sofort and giropay: for those the payer picks on
 * Mollie's own method screen (undefined).
 */
const MOLLIE_METHOD: Record<PaymentMethod, string | undefined> = {
  sdd: 'directdebit',
  prezelewy24: 'przelewy24',
  blik: 'blik',
  sct: 'banktransfer',
  giropay: undefined,
  mastercard: 'creditcard',
  visa: 'creditcard',
  creditcard: 'creditcard',
  cartebancaire: 'creditcard',
  nexi: 'creditcard',
  ideal: 'ideal',
  bancontact: 'bancontact',
  applepay: 'applepay',
  paysafecard: 'paysafecard',
  maestro: 'creditcard',
  paypal: 'paypal',
  sofort: undefined,
  eps: 'eps',
};

export function mollieMethodOf(method: PaymentMethod): string | undefined {
  return MOLLIE_METHOD[method];
}

/** "12.34" from 1234 minor units (Mollie wants a string with two decimals). */
export function mollieAmount(minor: number, currency: string): { currency: string; value: string } {
  return { currency, value: (minor / 100).toFixed(2) };
}

type MolliePayments = Pick<MollieClient['payments'], 'create' | 'get'>;
type MollieRefunds = Pick<MollieClient['paymentRefunds'], 'create'>;

/** Mollie (used when MOLLIE_API_KEY is set): one-off payments, and charges on a stored customer mandate. */
export class MolliePaymentProvider implements PaymentProvider {
  readonly name = 'mollie' as const;
  private readonly payments: MolliePayments;
  private readonly refunds: MollieRefunds;

  constructor(apiKey: string, payments?: MolliePayments, refunds?: MollieRefunds) {
    const client = payments && refunds ? null : createMollieClient({ apiKey });
    this.payments = payments ?? client!.payments;
    this.refunds = refunds ?? client!.paymentRefunds;
  }

  async refund(id: string, amount: number, currency: string): Promise<void> {
    await this.refunds.create({ paymentId: id, amount: mollieAmount(amount, currency) });
  }

  async createPayment(payment: NewProviderPayment): Promise<ProviderPayment> {
    // A stored mandate is kept as "customerId/mandateId".
    const [customerId, mandateId] = payment.mandateId?.split('/') ?? [];
    const created = await this.payments.create({
      amount: mollieAmount(payment.amount, payment.currency),
      description: payment.description,
      redirectUrl: payment.redirectUrl,
      webhookUrl: payment.webhookUrl,
      metadata: { order_id: payment.orderId },
      ...(mandateId ? { customerId, mandateId, sequenceType: 'recurring' } : {}),
      ...(mollieMethodOf(payment.method) ? { method: mollieMethodOf(payment.method) } : {}),
    } as Parameters<MolliePayments['create']>[0]);
    return this.toProviderPayment(created as Payment, payment.method);
  }

  async getPayment(id: string): Promise<ProviderPayment | null> {
    try {
      return this.toProviderPayment((await this.payments.get(id)) as Payment, null);
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 404) return null;
      throw error;
    }
  }

  private toProviderPayment(payment: Payment, method: PaymentMethod | null): ProviderPayment {
    const data = payment as unknown as {
      id: string;
      status: string;
      customerId?: string;
      mandateId?: string;
      method?: string;
      getCheckoutUrl(): string | null;
    };
    const status: ProviderPaymentStatus = (
      ['open', 'pending', 'paid', 'failed', 'canceled', 'expired'] as const
    ).includes(data.status as ProviderPaymentStatus)
      ? (data.status as ProviderPaymentStatus)
      : data.status === 'authorized'
        ? 'pending'
        : 'failed';
    return {
      id: data.id,
      status,
      checkoutUrl: data.getCheckoutUrl(),
      mandate:
        data.customerId && data.mandateId
          ? {
              id: `${data.customerId}/${data.mandateId}`,
              method: (method ?? 'creditcard') as PaymentMethod,
              label: data.method ?? '',
            }
          : null,
    };
  }
}
