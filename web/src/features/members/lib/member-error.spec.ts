import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { memberFailureOf, parseMemberId } from './member-error';

describe('memberFailureOf', () => {
  it('recognises a missing profile', () => {
    expect(memberFailureOf(new ApiError(404, 'member_not_found', 'Not found'))).toEqual({
      kind: 'not_found',
    });
  });

  it('keeps the server’s message when the member blocked the viewer', () => {
    const message = "You're blocked by Anna. You do not have access to this page.";
    expect(memberFailureOf(new ApiError(403, 'blocked_by_member', message))).toEqual({
      kind: 'blocked',
      message,
    });
  });

  it('treats anything else as a failure to load', () => {
    expect(memberFailureOf(new ApiError(500, 'http_500', 'Boom'))).toEqual({ kind: 'failed' });
    expect(memberFailureOf(new ApiError(403, 'authentication_required', 'Log in'))).toEqual({
      kind: 'failed',
    });
    expect(memberFailureOf(new Error('x'))).toEqual({ kind: 'failed' });
  });
});

describe('parseMemberId', () => {
  it('takes positive whole numbers only', () => {
    expect(parseMemberId('12')).toBe(12);
    expect(parseMemberId('0')).toBeNull();
    expect(parseMemberId('-3')).toBeNull();
    expect(parseMemberId('abc')).toBeNull();
    expect(parseMemberId('1e3')).toBeNull();
    expect(parseMemberId('1234567890')).toBeNull();
    expect(parseMemberId(undefined)).toBeNull();
  });
});
