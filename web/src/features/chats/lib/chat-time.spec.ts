import { describe, expect, it } from 'vitest';
import { dayKey, dayNameOf, formatFullTime, formatListTime, groupByDay } from './chat-time';

const local = (y: number, m: number, d: number, h = 12, min = 0) =>
  new Date(y, m - 1, d, h, min).toISOString();

describe('chat time', () => {
  it('groups consecutive messages by their local day', () => {
    const items = [
      { id: 1, at: local(2026, 11, 24, 23, 59) },
      { id: 2, at: local(2026, 11, 25, 0, 1) },
      { id: 3, at: local(2026, 11, 25, 9) },
      { id: 4, at: local(2026, 11, 26, 8) },
    ];
    expect(groupByDay(items).map((g) => [g.day, g.items.map((i) => i.id)])).toEqual([
      ['2026-11-24', [1]],
      ['2026-11-25', [2, 3]],
      ['2026-11-26', [4]],
    ]);
  });

  it('names today, yesterday, and any other day by its date', () => {
    const now = new Date(2026, 0, 1, 10);
    expect(dayNameOf(dayKey(now), now)).toEqual({ kind: 'today' });
    expect(dayNameOf('2025-12-31', now)).toEqual({ kind: 'yesterday' });
    expect(dayNameOf('2025-12-30', now)).toEqual({ kind: 'date', date: new Date(2025, 11, 30) });
  });

  it('shows the clock today, yesterday as the day separators say it, the weekday this week, the date before', () => {
    const now = new Date(2026, 10, 26, 15);
    expect(formatListTime(local(2026, 11, 26, 9, 5), now, 'en-GB', 'Yesterday')).toBe('09:05');
    // the language's own short time: no "09:05 AM" in en-US
    expect(formatListTime(local(2026, 11, 26, 9, 5), now, 'en-US', 'Yesterday')).toMatch(/^9:05\sAM$/);
    expect(formatListTime(local(2026, 11, 26, 21, 5), now, 'de', 'Gestern')).toBe('21:05');
    expect(formatListTime(local(2026, 11, 25, 23, 59), now, 'en-GB', 'Yesterday')).toBe('Yesterday');
    expect(formatListTime(local(2026, 11, 25, 8), now, 'de', 'Gestern')).toBe('Gestern');
    expect(formatListTime(local(2026, 11, 23, 9), now, 'en-GB', 'Yesterday')).toBe('Mon');
    expect(formatListTime(local(2026, 10, 2, 9), now, 'en-GB', 'Yesterday')).toBe('2 Oct');
    expect(formatListTime(local(2025, 10, 2, 9), now, 'en-GB', 'Yesterday')).toBe('2 Oct 2025');
  });

  it('writes a message’s moment in full for the tooltip on its time', () => {
    const at = local(2026, 11, 27, 21, 5);
    expect(formatFullTime(at, 'en-GB')).toMatch(/^Friday,? 27 November 2026 at 21:05$/);
    expect(formatFullTime(at, 'de')).toMatch(/^Freitag, 27\. November 2026 um 21:05$/);
  });
});
