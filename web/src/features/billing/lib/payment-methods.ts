import type { Schemas } from '../../../api/types';

/** The payment methods of SPEC §3, as the API names them. */
export type PaymentMethod = Schemas['PaymentMethod'];

/** Brand names: the same in every language. */
const BRANDS: Partial<Record<string, string>> = {
  prezelewy24: 'Przelewy24',
  blik: 'BLIK',
  giropay: 'giropay',
  mastercard: 'Mastercard',
  visa: 'Visa',
  cartebancaire: 'Carte Bancaire',
  nexi: 'Nexi',
  ideal: 'iDEAL',
  bancontact: 'Bancontact',
  applepay: 'Apple Pay',
  paysafecard: 'paysafecard',
  maestro: 'Maestro',
  paypal: 'PayPal',
  sofort: 'Sofort',
  eps: 'eps',
};

/** Methods whose name is a description, translated in billing.json under `methods.<method>`. */
export const TRANSLATED_METHODS = ['creditcard', 'sdd', 'sct'] as const;

/** Direct debit has its own form (/directdebit); it is never paid through the checkout. */
export const DIRECT_DEBIT = 'sdd';

/**
 * The readable name of a method: the brand, or the translation of `methods.<method>` through `t`;
 * an unknown method keeps its code.
 */
export function paymentMethodName(method: string, t: (key: string) => string): string {
  const brand = BRANDS[method];
  if (brand) return brand;
  if ((TRANSLATED_METHODS as readonly string[]).includes(method)) return t(`methods.${method}`);
  return method;
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
