import { ApiError } from '../../../shared/errors/api-error';
import type { CreditAdjustmentInput } from '../../billing.contracts';

export const MAX_ADJUSTMENT = 100_000;
const MAX_ACCOUNT_ID = 2_147_483_647;
const KEY = /^[A-Za-z0-9_-]{8,100}$/;

export interface CreditAdjustment {
  accountId: number;
  amount: number;
  reason: string;
  idempotencyKey: string;
}

const invalid = (field: string, code: string, key: Parameters<typeof ApiError.invalidField>[2]) =>
  ApiError.invalidField(field, code, key);

/** The console's adjustment, checked field by field (400 with the field's message). */
export function parseAdjustment(input: CreditAdjustmentInput | null | undefined): CreditAdjustment {
  const body = typeof input === 'object' && input !== null ? input : {};
  const accountId = wholeNumber(body.account_id);
  if (accountId === null || accountId < 1 || accountId > MAX_ACCOUNT_ID) {
    throw invalid('account_id', 'invalid_account', 'billing.adjustment_account');
  }
  const amount = wholeNumber(body.amount);
  if (amount === null || amount === 0 || Math.abs(amount) > MAX_ADJUSTMENT) {
    throw invalid('amount', 'invalid_amount', 'billing.adjustment_amount');
  }
  const reason = typeof body.reason === 'string' ? body.reason.trim().replace(/\s+/g, ' ') : '';
  if (reason.length === 0 || reason.length > 100) {
    throw invalid('reason', 'reason_required', 'billing.adjustment_reason');
  }
  const key = body.idempotency_key;
  if (typeof key !== 'string' || !KEY.test(key)) {
    throw invalid('idempotency_key', 'invalid_idempotency_key', 'billing.adjustment_key');
  }
  return { accountId, amount, reason, idempotencyKey: key };
}

/** A JSON whole number, or a string of one (a form post), else null. */
function wholeNumber(value: unknown): number | null {
  const number = typeof value === 'string' && /^\s*-?\d{1,10}\s*$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) ? number : null;
}
