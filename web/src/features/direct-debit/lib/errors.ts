import { ApiError } from '../../../lib/api-client';

/** The refusals of docs/api.md whose message the member reads as the server wrote it (SPEC §8). */
export const REFUSALS = ['direct_debit_limit_reached', 'direct_debit_blocked'] as const;
export type Refusal = (typeof REFUSALS)[number];

/** What a failed direct debit call means for the screen. */
export type Failure =
  /** bad fields: show each message next to its field */
  | { kind: 'fields'; fields: Record<string, string> }
  /** over the limit or blocked: no direct debit now, other payment methods instead */
  | { kind: 'refused'; refusal: Refusal; message: string }
  /** 429: the translated "too many requests" */
  | { kind: 'tooMany' }
  /** the code request expired, was used or voided: the form again */
  | { kind: 'expired'; message: string }
  /** a wrong SMS code */
  | { kind: 'codeInvalid'; message: string }
  /** any other answer of the server, to show as it is (bundle not found, a discount code refused) */
  | { kind: 'message'; message: string }
  /** network errors and server failures: the generic message */
  | { kind: 'generic' };

const isRefusal = (code: string): code is Refusal => (REFUSALS as readonly string[]).includes(code);

export function failureOf(error: unknown): Failure {
  // the SMS gateway did not take the text: the server says to try again in a few minutes
  if (error instanceof ApiError && error.code === 'sms_not_sent')
    return { kind: 'message', message: error.message };
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return { kind: 'generic' };
  if (error.status === 429) return { kind: 'tooMany' };
  if (isRefusal(error.code)) return { kind: 'refused', refusal: error.code, message: error.message };
  if (error.code === 'code_invalid')
    return { kind: 'codeInvalid', message: error.fields?.code ?? error.message };
  if (error.code === 'request_not_found') return { kind: 'expired', message: error.message };
  const fields = Object.fromEntries(
    Object.entries(error.fields ?? {}).filter(([, message]) => typeof message === 'string' && message),
  );
  if (Object.keys(fields).length > 0) return { kind: 'fields', fields };
  return error.message ? { kind: 'message', message: error.message } : { kind: 'generic' };
}
