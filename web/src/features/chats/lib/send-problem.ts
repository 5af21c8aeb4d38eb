import { ApiError, NETWORK_ERROR } from '../../../lib/api-client';

/** Why a message was not sent, as the chat shows it. */
export type SendProblem =
  /** 402: too few credits: the credit alert, linking to /credits */
  | { kind: 'credits' }
  /** 403 premium_required: a free member's third conversation */
  | { kind: 'premium' }
  /** 403 not_confirmed: the member must confirm the e-mail address first */
  | { kind: 'not_confirmed' }
  /** a file chosen, pasted or dropped that is not a photo the chat can send (nothing was sent) */
  | { kind: 'not_a_photo' }
  /** no answer (offline): the message may be sent again as it is */
  | { kind: 'offline' }
  /** anything else (429, blocked, too long…): the server's message */
  | { kind: 'other'; message: string };

export function sendProblemOf(error: unknown): SendProblem {
  if (!(error instanceof ApiError)) return { kind: 'offline' };
  if (error.status === 402 || error.code === 'insufficient_credits') return { kind: 'credits' };
  if (error.code === 'premium_required') return { kind: 'premium' };
  if (error.code === 'not_confirmed') return { kind: 'not_confirmed' };
  if (error.code === NETWORK_ERROR || error.status >= 500) return { kind: 'offline' };
  return { kind: 'other', message: error.message };
}
