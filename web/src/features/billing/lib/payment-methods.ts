import type { Schemas } from '../../../api/types';

/** The payment methods of SPEC §3, as the API names them. */
export type PaymentMethod = Schemas['PaymentMethod'];

/** The readable names of the offered methods, by method (bundles.php `payment_method_names`). */
export type PaymentMethodNames = Readonly<Partial<Record<string, string>>>;

/** Direct debit has its own form (/directdebit); it is never paid through the checkout. */
export const DIRECT_DEBIT = 'sdd';

/**
 * The readable name of a method as the server answers it in the request's language ("iDEAL",
 * "Credit card", "Kreditkarte"); a method without a name there keeps its code.
 */
export function paymentMethodName(method: string, names: PaymentMethodNames | null | undefined): string {
  const name = names?.[method]?.trim();
  return name ? name : method;
}

/** A transaction's method as the server names it (`paymentmethod_name`), else its code. */
export function transactionMethodName(transaction: {
  paymentmethod: string;
  paymentmethod_name?: string;
}): string {
  return transaction.paymentmethod_name?.trim() || transaction.paymentmethod;
}

/** Short letters for the method's badge (decorative: the name is always written next to it). */
const INITIALS: Partial<Record<string, string>> = {
  creditcard: 'CARD',
  sdd: 'SEPA',
  sct: '€→',
  prezelewy24: 'P24',
  blik: 'BLIK',
  giropay: 'giro',
  mastercard: 'MC',
  visa: 'VISA',
  cartebancaire: 'CB',
  nexi: 'nexi',
  ideal: 'iD',
  bancontact: 'BC',
  applepay: 'Pay',
  paysafecard: 'psc',
  maestro: 'MA',
  paypal: 'PP',
  sofort: 'S',
  eps: 'eps',
};

export function paymentMethodInitials(method: string): string {
  return INITIALS[method] ?? method.slice(0, 3).toUpperCase();
}

/** The methods offered for a new try after `failed` failed: the others first, the failed one last. */
export function retryMethods(methods: readonly string[], failed: string | null | undefined): string[] {
  if (!failed) return [...methods];
  return [...methods.filter((method) => method !== failed), ...methods.filter((method) => method === failed)];
}

/** The methods the checkout offers (direct debit goes to its own form). */
export function checkoutMethods(methods: readonly string[]): string[] {
  return methods.filter((method) => method !== DIRECT_DEBIT);
}
