import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { sendProblemOf } from './send-problem';

describe('sendProblemOf', () => {
  it('tells the credit, premium and activation answers apart', () => {
    expect(sendProblemOf(new ApiError(402, 'insufficient_credits', 'x'))).toEqual({ kind: 'credits' });
    expect(sendProblemOf(new ApiError(403, 'premium_required', 'x'))).toEqual({ kind: 'premium' });
    expect(sendProblemOf(new ApiError(403, 'not_confirmed', 'x'))).toEqual({ kind: 'not_confirmed' });
  });

  it("shows the server's message for a limit, and offers a retry when no answer came", () => {
    expect(sendProblemOf(new ApiError(429, 'too_many_messages', 'Slow down.'))).toEqual({
      kind: 'other',
      message: 'Slow down.',
    });
    expect(sendProblemOf(new ApiError(0, 'network_error', 'Failed to fetch'))).toEqual({ kind: 'offline' });
    expect(sendProblemOf(new ApiError(503, 'http_503', 'x'))).toEqual({ kind: 'offline' });
    expect(sendProblemOf(new TypeError('boom'))).toEqual({ kind: 'offline' });
  });
});
