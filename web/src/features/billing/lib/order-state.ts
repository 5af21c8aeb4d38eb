import type { Schemas } from '../../../api/types';

/** An order's status as the API reports it. */
export type OrderStatus = Schemas['OrderStatus'];

/** SPEC §4 payment states as the screen shows them; `slow` is pending for longer than we poll. */
export type PaymentState = 'loading' | 'pending' | 'slow' | 'completed' | 'failed';

/** Poll the order every 2 s while pending, for up to 60 s; then the member refreshes by hand. */
export const POLL_INTERVAL_MS = 2_000;
export const POLL_LIMIT_MS = 60_000;

/** The state to show; `pollingOver` once the order was polled for POLL_LIMIT_MS. */
export function paymentStateOf(status: string | null | undefined, pollingOver: boolean): PaymentState {
  switch (status) {
    case undefined:
    case null:
      return 'loading';
    case 'completed':
    case 'refunded':
      return 'completed';
    case 'pending':
      return pollingOver ? 'slow' : 'pending';
    default:
      // failed, cancelled, expired: SPEC §8 "Payment failed or has been cancelled."
      return 'failed';
  }
}

/** How long until the next poll, or false to stop (a final state, or polled for long enough). */
export function nextPollIn(status: string | null | undefined, elapsedMs: number): number | false {
  if (status !== 'pending') return false;
  return elapsedMs + POLL_INTERVAL_MS <= POLL_LIMIT_MS ? POLL_INTERVAL_MS : false;
}
