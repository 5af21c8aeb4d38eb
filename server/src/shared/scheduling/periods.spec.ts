import { periodOf, periodOfKey } from './periods';

describe('periodOf', () => {
  const at = (iso: string) => new Date(iso);

  it('names the UTC hour and day', () => {
    expect(periodOf('hour', at('2026-11-21T12:59:59.999Z'))).toEqual({
      key: '2026-11-21T12',
      start: at('2026-11-21T12:00:00Z'),
      end: at('2026-11-21T13:00:00Z'),
    });
    expect(periodOf('day', at('2026-11-21T23:59:59Z'))).toEqual({
      key: '2026-11-21',
      start: at('2026-11-21T00:00:00Z'),
      end: at('2026-11-22T00:00:00Z'),
    });
    expect(periodOf('day', at('2026-11-22T00:00:00Z')).key).toBe('2026-11-22');
  });

  it('names ISO weeks from Monday, across the turn of the year', () => {
    // Saturday 21 November 2026 is in week 47, which began on Monday the 16th.
    expect(periodOf('week', at('2026-11-21T12:00:00Z'))).toEqual({
      key: '2026-W47',
      start: at('2026-11-16T00:00:00Z'),
      end: at('2026-11-23T00:00:00Z'),
    });
    expect(periodOf('week', at('2026-11-23T00:00:00Z')).key).toBe('2026-W48');
    expect(periodOf('week', at('2026-11-22T23:59:59Z')).key).toBe('2026-W47');
    // 1 January 2027 is a Friday: it still belongs to 2026's week 53; 4 January 2027 starts 2027-W01.
    expect(periodOf('week', at('2027-01-01T08:00:00Z')).key).toBe('2026-W53');
    expect(periodOf('week', at('2027-01-04T00:00:00Z')).key).toBe('2027-W01');
    // 29 December 2025 (a Monday) starts 2026's week 1.
    expect(periodOf('week', at('2025-12-31T00:00:00Z')).key).toBe('2026-W01');
    expect(periodOf('week', at('2025-12-28T23:00:00Z')).key).toBe('2025-W52');
  });
});

describe('periodOfKey', () => {
  it('reads back every key periodOf makes', () => {
    for (const iso of [
      '2026-11-21T12:34:56Z',
      '2027-01-01T08:00:00Z',
      '2025-12-29T00:00:00Z',
      '2024-02-29T23:00:00Z',
    ])
      for (const period of ['hour', 'day', 'week'] as const) {
        const of = periodOf(period, new Date(iso));
        expect(periodOfKey(of.key)).toEqual({ period, ...of });
      }
  });

  it('refuses what is not a key', () => {
    for (const key of ['', '2026-11-31', '2026-13-01T00', 'today', '2026-W1', '2026-W54', '2026-W00'])
      expect(() => periodOfKey(key)).toThrow('Not a period key');
  });
});
