import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR } from '../../../lib/api-client';
import { attemptAnswered, PAYMENT_PROVIDER_UNAVAILABLE } from './purchase-attempt';

describe('attemptAnswered', () => {
  it('is over when the server refused the order or the provider failed it', () => {
    expect(attemptAnswered(new ApiError(400, 'payment_method_unavailable', 'x'))).toBe(true);
    expect(attemptAnswered(new ApiError(409, 'code_already_used', 'x'))).toBe(true);
    expect(attemptAnswered(new ApiError(429, 'too_many_requests', 'x'))).toBe(true);
    expect(attemptAnswered(new ApiError(502, PAYMENT_PROVIDER_UNAVAILABLE, 'x'))).toBe(true);
  });

  it('is still open without an answer: the order may have been placed', () => {
    expect(attemptAnswered(new ApiError(0, NETWORK_ERROR, 'Failed to fetch'))).toBe(false);
    expect(attemptAnswered(new ApiError(500, 'internal_error', 'x'))).toBe(false);
    expect(attemptAnswered(new ApiError(504, 'http_504', 'Gateway Timeout'))).toBe(false);
    expect(attemptAnswered(new ApiError(201, 'invalid_response', 'x'))).toBe(false);
    expect(attemptAnswered(new TypeError('Failed to fetch'))).toBe(false);
  });
});
