import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { failureOf } from './errors';

const LIMIT =
  'Your limit for direct debit payments has been reached. Please try later, a cheaper package or another payment method.';

describe('failureOf', () => {
  it('keeps the server’s message for the limit and the block', () => {
    expect(failureOf(new ApiError(403, 'direct_debit_limit_reached', LIMIT))).toEqual({
      kind: 'refused',
      refusal: 'direct_debit_limit_reached',
      message: LIMIT,
    });
    expect(
      failureOf(
        new ApiError(403, 'direct_debit_blocked', 'Your account is blocked for direct debit payments.'),
      ),
    ).toMatchObject({ kind: 'refused', refusal: 'direct_debit_blocked' });
  });

  it('gives field messages', () => {
    const error = new ApiError(400, 'validation_failed', 'bad', { iban: 'This IBAN is not valid.', zip: '' });
    expect(failureOf(error)).toEqual({ kind: 'fields', fields: { iban: 'This IBAN is not valid.' } });
  });

  it('knows a wrong code and an expired request', () => {
    expect(failureOf(new ApiError(400, 'code_invalid', 'Code invalid', { code: 'Code invalid' }))).toEqual({
      kind: 'codeInvalid',
      message: 'Code invalid',
    });
    expect(failureOf(new ApiError(404, 'request_not_found', 'This request has expired.'))).toEqual({
      kind: 'expired',
      message: 'This request has expired.',
    });
  });

  it('turns 429 into too many requests, whatever the code', () => {
    expect(failureOf(new ApiError(429, 'too_many_requests', 'Too many'))).toEqual({ kind: 'tooMany' });
  });

  it('shows other answers as they are and hides network and server failures', () => {
    expect(failureOf(new ApiError(404, 'code_not_found', 'Code not found'))).toEqual({
      kind: 'message',
      message: 'Code not found',
    });
    expect(failureOf(new ApiError(0, 'network_error', 'Failed to fetch'))).toEqual({ kind: 'generic' });
    expect(failureOf(new ApiError(502, 'payment_provider_unavailable', 'x'))).toEqual({ kind: 'generic' });
    expect(failureOf(new Error('boom'))).toEqual({ kind: 'generic' });
    expect(failureOf(new ApiError(503, 'sms_not_sent', 'Please try again in a few minutes.'))).toEqual({
      kind: 'message',
      message: 'Please try again in a few minutes.',
    });
  });
});
