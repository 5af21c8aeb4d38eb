/** The payment methods of SPEC §3. */
export const PAYMENT_METHODS = [
  'sdd',
  'prezelewy24',
  'blik',
  'sct',
  'giropay',
  'mastercard',
  'visa',
  'creditcard',
  'cartebancaire',
  'nexi',
  'ideal',
  'bancontact',
  'applepay',
  'paysafecard',
  'maestro',
  'paypal',
  'sofort',
  'eps',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const CARDS = ['creditcard', 'paypal', 'applepay'] as const;

/**
 * What a payer in each country is offered, most used first. Direct debit (sdd) has its own form
 * (/directdebit) and is listed where SEPA direct debit is common.
 */
const BY_COUNTRY: Record<string, readonly PaymentMethod[]> = {
  NL: ['ideal', ...CARDS, 'sdd', 'paysafecard', 'sct'],
  BE: ['bancontact', ...CARDS, 'maestro', 'paysafecard', 'sct'],
  DE: ['sofort', 'giropay', ...CARDS, 'sdd', 'paysafecard', 'sct'],
  AT: ['eps', 'sofort', ...CARDS, 'sdd', 'paysafecard', 'sct'],
  CH: [...CARDS, 'sofort', 'paysafecard'],
  FR: ['cartebancaire', ...CARDS, 'paysafecard', 'sct'],
  IT: ['nexi', ...CARDS, 'paysafecard', 'sct'],
  ES: [...CARDS, 'paysafecard', 'sct'],
  PL: ['blik', 'prezelewy24', ...CARDS, 'paysafecard'],
  GB: [...CARDS, 'maestro', 'paysafecard'],
  IE: [...CARDS, 'sct'],
  US: [...CARDS],
  CA: [...CARDS, 'paysafecard'],
  AU: [...CARDS],
  NZ: [...CARDS],
};

export function paymentMethodsFor(country: string): readonly PaymentMethod[] {
  return BY_COUNTRY[country.toUpperCase()] ?? CARDS;
}

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
}
