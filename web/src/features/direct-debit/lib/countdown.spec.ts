import { describe, expect, it } from 'vitest';
import { formatClock, secondsLeft } from './countdown';

describe('secondsLeft', () => {
  const expires = '2026-01-01T10:10:00.000Z';
  it('counts a started second as a whole one', () => {
    expect(secondsLeft(expires, Date.parse('2026-01-01T10:00:00.000Z'))).toBe(600);
    expect(secondsLeft(expires, Date.parse('2026-01-01T10:09:59.500Z'))).toBe(1);
  });

  it('is 0 once expired or when the date is unreadable', () => {
    expect(secondsLeft(expires, Date.parse('2026-01-01T11:00:00.000Z'))).toBe(0);
    expect(secondsLeft('soon', 0)).toBe(0);
  });
});

describe('formatClock', () => {
  it('writes minutes and two-digit seconds', () => {
    expect(formatClock(600)).toBe('10:00');
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(0)).toBe('0:00');
  });
});
