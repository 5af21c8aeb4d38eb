import { ApiError } from '../../../lib/api-client';

/**
 * The server's answer when the payment provider could not start the payment: the order it placed is
 * failed, so the attempt is over (even though it is a 5xx).
 */
export const PAYMENT_PROVIDER_UNAVAILABLE = 'payment_provider_unavailable';

/**
 * Whether the server answered a purchase attempt with an error, so that a new click is a new attempt
 * with a new `client_id`: it refused the order (a 4xx) or the provider failed it. Without an answer
 * (a network error, a 5xx of the server or of a proxy on the way) the order may have been placed, and
 * the next click is the same attempt with the same key (docs/decisions.md, stop 53).
 */
export function attemptAnswered(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return (error.status >= 400 && error.status < 500) || error.code === PAYMENT_PROVIDER_UNAVAILABLE;
}
