import { type Locale, translate } from '../../shared/i18n/messages';
import { isPaymentMethod, type PaymentMethod } from '../domain/payment-methods';

/** Brand names: the same in every language. */
const BRANDS: Partial<Record<PaymentMethod, string>> = {
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

/** Methods whose name is a word rather than a brand: translated (server messages billing.method_*). */
const DESCRIBED = ['creditcard', 'sdd', 'sct'] as const;

/**
 * The readable name of a payment method in `locale` ("iDEAL", "Credit card", "Kreditkarte"): the one
 * source of these names, for the member app (bundles.php `payment_method_names`, the orders' and
 * transactions' method names) and the sandbox checkout. Any stored code is named, offered today or not;
 * a code that is no payment method is answered as it is.
 */
export function paymentMethodName(method: string, locale: Locale): string {
  const described = DESCRIBED.find((candidate) => candidate === method);
  if (described) return translate(locale, `billing.method_${described}`);
  return (isPaymentMethod(method) && BRANDS[method]) || method;
}

/** The names of `methods` in `locale`, by method. */
export function paymentMethodNames(
  methods: readonly PaymentMethod[],
  locale: Locale,
): Record<string, string> {
  return Object.fromEntries(methods.map((method) => [method, paymentMethodName(method, locale)]));
}
