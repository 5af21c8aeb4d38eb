import { describe, expect, it } from 'vitest';
import { signupsOpen } from './signup-gate';

describe('signupsOpen', () => {
  it("is open for 'all'", () => {
    expect(signupsOpen('all', {})).toBe(true);
  });

  it("needs a network or ref for 'with_trafficsource'", () => {
    expect(signupsOpen('with_trafficsource', {})).toBe(false);
    expect(signupsOpen('with_trafficsource', { sub1: 'x' })).toBe(false);
    expect(signupsOpen('with_trafficsource', { network: 'n' })).toBe(true);
    expect(signupsOpen('with_trafficsource', { ref: 'r' })).toBe(true);
  });

  it("is closed for 'none' and anything unknown", () => {
    expect(signupsOpen('none', { network: 'n', ref: 'r' })).toBe(false);
    expect(signupsOpen(undefined, { ref: 'r' })).toBe(false);
    expect(signupsOpen('sometimes', {})).toBe(false);
  });
});
