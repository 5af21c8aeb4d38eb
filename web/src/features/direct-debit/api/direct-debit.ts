import { apiClient } from '../../../lib/api-client';
import type { DirectDebitValues } from '../lib/form-state';
import type { Schemas } from '../../../api/types';

/** POST /api/directdebit.php?validate=1 → 201 (400 with `fields`). */
export interface ValidationResponse {
  ok: true;
  suggestions: { city?: string };
}

/** Checks the form without storing or sending anything (a "did you mean" for the city). */
export function validateDirectDebit(
  form: DirectDebitValues,
  signal?: AbortSignal,
): Promise<ValidationResponse> {
  return apiClient.post<ValidationResponse>('/api/directdebit.php', form, {
    query: { validate: 1 },
    signal,
    retryTooManyRequests: false,
  });
}

/** A debit waiting for its SMS code. */
export type DirectDebitRequest = Schemas['DirectDebitRequestResponse'];

export interface DirectDebitOrder {
  bundle_id: number;
  discount_code?: string;
}

/**
 * POST /api/directdebit.php: sends the SMS code. Never repeated by the client (each call sends a text
 * message and counts against 5 an hour); its 429 is shown at once.
 */
export function requestDirectDebit(
  order: DirectDebitOrder,
  form: DirectDebitValues,
): Promise<{ request: DirectDebitRequest }> {
  return apiClient.post<{ request: DirectDebitRequest }>(
    '/api/directdebit.php',
    { ...order, ...form, authorization: true },
    { retries: 0 },
  );
}

/** The order a confirmed debit placed. */
export type Order = Schemas['OrderResponse'];

/** POST /api/directdebit-confirm.php: the SMS code places the order (400 code_invalid, 404 request_not_found). */
export function confirmDirectDebit(id: string, code: string): Promise<Schemas['OrderAnswer']> {
  return apiClient.post<Schemas['OrderAnswer']>('/api/directdebit-confirm.php', { id, code }, { retries: 0 });
}
