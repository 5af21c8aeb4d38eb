import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { LANGUAGE_DEPENDENT } from '../../../lib/i18n/language-queries';
import { orderStatusValues } from '../../../api/schema';
import type { Schemas } from '../../../api/types';

/** A payment or payment attempt (SPEC §3 Payment: payment_id, credits, paymentmethod, refund_days). */
export type Transaction = Schemas['TransactionResponse'];

export type TransactionStatus = Schemas['OrderStatus'];

/** The states that are shown by name (paid ones show their refund state instead). */
export const TRANSACTION_STATUSES: readonly string[] = orderStatusValues;

/** The date a transaction is listed under: its payment, else its start. */
export function transactionDate(transaction: Transaction): string {
  return transaction.paid_at ?? transaction.created_at ?? '';
}

/** Paid at some point (completed or refunded): it has a refund period. */
export function wasPaid(transaction: Transaction): boolean {
  return transaction.paid_at !== null && !!transaction.refundable_until;
}

export function getTransactions(signal?: AbortSignal): Promise<{ transactions: Transaction[] }> {
  return apiClient.get<{ transactions: Transaction[] }>('/api/transactions.php', { signal });
}

export function getTransaction(id: string, signal?: AbortSignal): Promise<{ transaction: Transaction }> {
  return apiClient.get<{ transaction: Transaction }>('/api/transactions.php', { query: { id }, signal });
}

/**
 * Under 'transactions', which a logout removes (features/auth/lib/session.ts); loaded again when the language
 * changes (the payment methods' names are in the member's language).
 */
export function transactionsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: ['transactions', userId, 'list'],
    queryFn: ({ signal }) => getTransactions(signal),
    staleTime: 30_000,
    meta: LANGUAGE_DEPENDENT,
  });
}

export function transactionQueryOptions(userId: number, id: string) {
  return queryOptions({
    queryKey: ['transactions', userId, 'one', id],
    queryFn: ({ signal }) => getTransaction(id, signal),
    staleTime: 30_000,
    meta: LANGUAGE_DEPENDENT,
  });
}

export function useTransactions(userId: number, enabled = true) {
  return useQuery({ ...transactionsQueryOptions(userId), enabled });
}

export function useTransaction(userId: number, id: string) {
  return useQuery(transactionQueryOptions(userId, id));
}

/**
 * POST /api/refund.php: takes a purchase back (within refund_days, credits unspent). Never repeated by the
 * client: the money goes back through the provider.
 */
export function requestRefund(paymentId: string): Promise<unknown> {
  return apiClient.post('/api/refund.php', { payment_id: paymentId }, { retries: 0 });
}
