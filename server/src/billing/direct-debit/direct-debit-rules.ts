import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import type { MessageKey } from '../../shared/i18n/messages';

export interface DirectDebitForm {
  account_holder?: unknown;
  iban?: unknown;
  street?: unknown;
  house_number?: unknown;
  zip?: unknown;
  city?: unknown;
  phone?: unknown;
  authorization?: unknown;
}

export interface DirectDebitDetails {
  accountHolder: string;
  iban: string;
  street: string;
  houseNumber: string;
  zip: string;
  city: string;
  /** E.164, e.g. +31612345678. */
  phone: string;
}

export type DirectDebitErrors = Partial<Record<keyof DirectDebitForm, MessageKey>>;

/** Limits per account within 30 days (docs/decisions.md). */
export const DIRECT_DEBIT_LIMITS = { days: 30, orders: 3, amount: 15_000 } as const;
export const CODE_TTL_SECONDS = 10 * 60;
export const MAX_CODE_ATTEMPTS = 5;

const text = (value: unknown, max: number): string | null => {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim().replace(/\s+/g, ' ');
  return trimmed.length >= 1 && trimmed.length <= max ? trimmed : null;
};

/** +31 6 1234 5678, 0031…, 06-12345678 with the country's calling code → E.164; null when not a phone number. */
export function normalisePhone(value: unknown, callingCode: string): string | null {
  if (typeof value !== 'string') return null;
  // "(0)" is the trunk prefix written inside international numbers: +49 (0)30 … is +49 30 …
  let digits = value.replace(/\(0\)/g, '').replace(/[\s().-]/g, '');
  if (digits.startsWith('00')) digits = `+${digits.slice(2)}`;
  else if (digits.startsWith('0')) digits = `+${callingCode}${digits.slice(1)}`;
  return /^\+[1-9]\d{7,14}$/.test(digits) ? digits : null;
}

/** Checks the direct debit form (SPEC §3 fields, the one-time authorisation is required). */
export function checkDirectDebitForm(
  form: DirectDebitForm,
  callingCode: string,
): { errors: DirectDebitErrors; details: DirectDebitDetails | null } {
  const errors: DirectDebitErrors = {};
  const accountHolder = text(form.account_holder, 100);
  if (!accountHolder || accountHolder.length < 2) errors.account_holder = 'billing.dd_account_holder';
  const iban = typeof form.iban === 'string' ? electronicFormatIBAN(form.iban) : null;
  if (!iban || !isValidIBAN(iban)) errors.iban = 'billing.dd_iban_invalid';
  const street = text(form.street, 100);
  if (!street) errors.street = 'billing.dd_street';
  const houseNumber = text(form.house_number, 20);
  if (!houseNumber || !/\d/.test(houseNumber)) errors.house_number = 'billing.dd_house_number';
  const zip = text(form.zip, 20);
  if (!zip || !/^[A-Za-z0-9 -]{3,10}$/.test(zip)) errors.zip = 'billing.dd_zip';
  const city = text(form.city, 100);
  if (!city) errors.city = 'billing.dd_city';
  const phone = normalisePhone(form.phone, callingCode);
  if (!phone) errors.phone = 'billing.dd_phone';
  if (form.authorization !== true) errors.authorization = 'billing.dd_authorization';
  const valid = Object.keys(errors).length === 0;
  return {
    errors,
    details: valid
      ? {
          accountHolder: accountHolder!,
          iban: iban!,
          street: street!,
          houseNumber: houseNumber!,
          zip: zip!,
          city: city!,
          phone: phone!,
        }
      : null,
  };
}

/** Whether one more debit of `amount` stays within the limits, given the debits of the last 30 days. */
export function withinDirectDebitLimits(recent: readonly { amount: number }[], amount: number): boolean {
  const total = recent.reduce((sum, debit) => sum + debit.amount, 0) + amount;
  return recent.length < DIRECT_DEBIT_LIMITS.orders && total <= DIRECT_DEBIT_LIMITS.amount;
}

/** NL91ABNA0417164300 → •••• 4300 */
export function maskIban(iban: string): string {
  return `${iban.slice(0, 2)}•• •••• ${iban.slice(-4)}`;
}

export function maskPhone(phone: string): string {
  return `${phone.slice(0, 3)}•••••${phone.slice(-3)}`;
}

export const CALLING_CODES: Record<string, string> = {
  NL: '31',
  BE: '32',
  DE: '49',
  AT: '43',
  CH: '41',
  FR: '33',
  IT: '39',
  ES: '34',
  PL: '48',
  GB: '44',
  IE: '353',
  US: '1',
  CA: '1',
  AU: '61',
  NZ: '64',
};
