import { describe, expect, it } from 'vitest';
import { formatResetTime } from './reset-time';

describe('formatResetTime', () => {
  const now = new Date('2026-11-21T12:00:00Z');

  it('shows only the time when the reset is later today where the member is', () => {
    // midnight in Amsterdam is 18:00 the same day in New York
    expect(formatResetTime('2026-11-21T23:00:00Z', 'en-US', now, 'America/New_York')).toBe('6:00 PM');
    expect(formatResetTime('2026-11-21T23:00:00Z', 'de', now, 'America/New_York')).toBe('18:00');
  });

  it('names the day when the reset is on another day', () => {
    expect(formatResetTime('2026-11-21T23:00:00Z', 'en-GB', now, 'Europe/Amsterdam')).toBe('Sunday 00:00');
    expect(formatResetTime('2026-11-21T23:00:00Z', 'nl', now, 'Europe/Amsterdam')).toBe('zondag 00:00');
  });
});
