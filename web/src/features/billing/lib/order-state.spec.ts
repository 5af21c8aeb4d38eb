import { describe, expect, it } from 'vitest';
import { nextPollIn, paymentStateOf, POLL_INTERVAL_MS } from './order-state';

describe('paymentStateOf', () => {
  it('maps the order status to the screen state', () => {
    expect(paymentStateOf(undefined, false)).toBe('loading');
    expect(paymentStateOf('pending', false)).toBe('pending');
    expect(paymentStateOf('completed', false)).toBe('completed');
    expect(paymentStateOf('refunded', false)).toBe('completed');
    expect(paymentStateOf('failed', false)).toBe('failed');
    expect(paymentStateOf('cancelled', false)).toBe('failed');
    expect(paymentStateOf('expired', false)).toBe('failed');
  });

  it('calls a payment still pending after the polling slow', () => {
    expect(paymentStateOf('pending', true)).toBe('slow');
    expect(paymentStateOf('completed', true)).toBe('completed');
  });
});

describe('nextPollIn', () => {
  it('polls every 2 s while pending, for up to 60 s', () => {
    expect(nextPollIn('pending', 0)).toBe(POLL_INTERVAL_MS);
    expect(nextPollIn('pending', 58_000)).toBe(2_000);
    expect(nextPollIn('pending', 58_001)).toBe(false);
  });

  it('stops at a final state', () => {
    expect(nextPollIn('completed', 0)).toBe(false);
    expect(nextPollIn('failed', 0)).toBe(false);
    expect(nextPollIn(undefined, 0)).toBe(false);
  });
});
