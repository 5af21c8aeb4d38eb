import { describe, expect, it } from 'vitest';
import { countdownOf, countdownTo, formatCountdown, remainingMs } from './countdown';

const EXPIRES = '2026-01-01T04:00:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('remainingMs', () => {
  it('is the time until expires, never negative', () => {
    expect(remainingMs(EXPIRES, at('2026-01-01T03:00:00.000Z'))).toBe(3_600_000);
    expect(remainingMs(EXPIRES, at('2026-01-01T05:00:00.000Z'))).toBe(0);
  });

  it('is 0 for an unreadable date', () => {
    expect(remainingMs('not a date', 0)).toBe(0);
  });
});

describe('countdownTo', () => {
  it('gives two-digit hours, minutes and seconds computed from expires', () => {
    expect(countdownTo(EXPIRES, at('2026-01-01T00:00:00.000Z'))).toEqual({
      hours: '04',
      minutes: '00',
      seconds: '00',
    });
    expect(countdownTo(EXPIRES, at('2026-01-01T00:00:53.000Z'))).toEqual({
      hours: '03',
      minutes: '59',
      seconds: '07',
    });
    expect(formatCountdown(countdownTo(EXPIRES, at('2026-01-01T03:58:59.000Z')))).toBe('00:01:01');
  });

  it('counts a started second as a whole one and ends at 00:00:00', () => {
    expect(formatCountdown(countdownOf(1))).toBe('00:00:01');
    expect(formatCountdown(countdownOf(999))).toBe('00:00:01');
    expect(formatCountdown(countdownOf(1000))).toBe('00:00:01');
    expect(formatCountdown(countdownOf(1001))).toBe('00:00:02');
    expect(formatCountdown(countdownOf(0))).toBe('00:00:00');
    expect(formatCountdown(countdownTo(EXPIRES, at('2026-01-02T00:00:00.000Z')))).toBe('00:00:00');
  });

  it('does not depend on how often it was asked (no local counter)', () => {
    const start = at('2026-01-01T01:00:00.000Z');
    // asked once after an hour, or 3600 times on the way: the same answer
    expect(countdownTo(EXPIRES, start + 3_600_000)).toEqual(countdownTo(EXPIRES, start + 3_600_000));
    expect(formatCountdown(countdownTo(EXPIRES, start + 3_600_000))).toBe('02:00:00');
  });
});
