import type { PaymentMethod } from '../domain/payment-methods';

/** A provider's view of a payment, mapped to Mollie-style statuses. */
export type ProviderPaymentStatus = 'open' | 'pending' | 'paid' | 'failed' | 'canceled' | 'expired';

export interface NewProviderPayment {
  /** Minor units. */
  amount: number;
  currency: string;
  description: string;
  method: PaymentMethod;
  redirectUrl: string;
  webhookUrl: string;
  orderId: string;
  /** A stored mandate (repeat order): the provider charges it without a checkout. */
  mandateId?: string;
  /** A SEPA direct debit the member authorised (confirmed by SMS code): no checkout. */
  directDebit?: { accountHolder: string; iban: string };
}

export interface ProviderPayment {
  id: string;
  status: ProviderPaymentStatus;
  /** Where the payer goes to pay; null when no checkout is needed (a charge on a stored mandate). */
  checkoutUrl: string | null;
  /** A mandate the payer allowed for later charges (stored for repeat orders). */
  mandate: { id: string; method: PaymentMethod; label: string } | null;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'mollie';
  createPayment(payment: NewProviderPayment): Promise<ProviderPayment>;
  getPayment(id: string): Promise<ProviderPayment | null>;
  /** Pays `amount` (minor units) of a paid payment back to the payer. */
  refund(id: string, amount: number, currency: string): Promise<void>;
}

/** The provider in use, as PAYMENT_PROVIDER decides (see the configuration schema). */
export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');
