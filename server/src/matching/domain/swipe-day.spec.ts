import { swipeDayOf, timeUntil } from './swipe-day';

const at = (iso: string) => new Date(iso);

describe('swipeDayOf', () => {
  it.each([
    // instant, zone, the site's day, when it ends
    ['2026-11-21T12:00:00Z', 'Europe/Amsterdam', '2026-11-21', '2026-11-21T23:00:00.000Z'],
    ['2026-11-21T22:59:59Z', 'Europe/Amsterdam', '2026-11-21', '2026-11-21T23:00:00.000Z'],
    ['2026-11-21T23:00:00Z', 'Europe/Amsterdam', '2026-11-22', '2026-11-22T23:00:00.000Z'],
    ['2026-07-01T21:59:59Z', 'Europe/Amsterdam', '2026-07-01', '2026-07-01T22:00:00.000Z'],
    ['2026-11-21T12:00:00Z', 'UTC', '2026-11-21', '2026-11-22T00:00:00.000Z'],
    ['2026-11-21T03:00:00Z', 'America/New_York', '2026-11-20', '2026-11-21T05:00:00.000Z'],
    ['2026-11-21T12:00:00Z', 'Pacific/Kiritimati', '2026-11-22', '2026-11-22T10:00:00.000Z'],
    ['2026-11-21T12:00:00Z', 'Asia/Kolkata', '2026-11-21', '2026-11-21T18:30:00.000Z'],
  ])('%s in %s is %s, ending %s', (now, zone, day, endsAt) => {
    expect(swipeDayOf(at(now), zone)).toEqual({ day, endsAt: at(endsAt) });
  });

  it('a day with a DST change is 23 or 25 hours long', () => {
    // Amsterdam: clocks go forward on 2026-03-29 (02:00 → 03:00) and back on 2026-10-25 (03:00 → 02:00)
    expect(swipeDayOf(at('2026-03-28T23:30:00Z'), 'Europe/Amsterdam')).toEqual({
      day: '2026-03-29',
      endsAt: at('2026-03-29T22:00:00Z'),
    });
    expect(swipeDayOf(at('2026-10-24T22:30:00Z'), 'Europe/Amsterdam')).toEqual({
      day: '2026-10-25',
      endsAt: at('2026-10-25T23:00:00Z'),
    });
  });

  it('where the clocks skip midnight, the day ends at the jump', () => {
    // Santiago: on 2026-09-06 the clocks jump from 00:00 to 01:00 (UTC-4 → UTC-3)
    const day = swipeDayOf(at('2026-09-05T20:00:00Z'), 'America/Santiago');
    expect(day.day).toBe('2026-09-05');
    expect(day.endsAt).toEqual(at('2026-09-06T04:00:00Z'));
    expect(swipeDayOf(day.endsAt, 'America/Santiago').day).toBe('2026-09-06');
  });
});

describe('timeUntil', () => {
  it.each([
    ['2026-11-21T12:00:00Z', '2026-11-21T23:00:00Z', { hours: 11, minutes: 0 }],
    ['2026-11-21T22:58:30Z', '2026-11-21T23:00:00Z', { hours: 0, minutes: 2 }],
    ['2026-11-21T22:59:59Z', '2026-11-21T23:00:00Z', { hours: 0, minutes: 1 }],
  ])('from %s to %s', (now, endsAt, expected) => {
    expect(timeUntil(at(now), at(endsAt))).toEqual(expected);
  });
});
