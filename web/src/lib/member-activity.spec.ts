import { describe, expect, it } from 'vitest';
import { activityOf, formatAgo } from './member-activity';

describe('activityOf', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const MIN = 60_000;
  const DAY = 24 * 60 * MIN;

  it('is online within five minutes, as the server counts it', () => {
    expect(activityOf(ago(0), now)).toEqual({ kind: 'online' });
    expect(activityOf(ago(4 * MIN + 59_000), now)).toEqual({ kind: 'online' });
    expect(activityOf(ago(5 * MIN), now)).toEqual({ kind: 'ago', value: 5, unit: 'minute', days: 0 });
  });

  it('counts minutes, hours, days and weeks, and the whole days for the cards', () => {
    expect(activityOf(ago(20 * MIN), now)).toEqual({ kind: 'ago', value: 20, unit: 'minute', days: 0 });
    expect(activityOf(ago(5 * 60 * MIN), now)).toEqual({ kind: 'ago', value: 5, unit: 'hour', days: 0 });
    expect(activityOf(ago(3 * DAY), now)).toEqual({ kind: 'ago', value: 3, unit: 'day', days: 3 });
    expect(activityOf(ago(15 * DAY), now)).toEqual({ kind: 'ago', value: 2, unit: 'week', days: 15 });
  });

  it('takes the clock as a date or in milliseconds', () => {
    expect(activityOf(ago(2 * DAY), now.getTime())).toEqual(activityOf(ago(2 * DAY), now));
  });

  it('treats a time ahead of the clock as online', () => {
    expect(activityOf(new Date(now.getTime() + MIN).toISOString(), now)).toEqual({ kind: 'online' });
  });

  it('says nothing when unknown or 30 days ago or more', () => {
    expect(activityOf(null, now)).toBeNull();
    expect(activityOf(undefined, now)).toBeNull();
    expect(activityOf('not a date', now)).toBeNull();
    expect(activityOf(ago(30 * DAY), now)).toBeNull();
    expect(activityOf(ago(30 * DAY - MIN), now)).toMatchObject({ unit: 'week', days: 29 });
  });

  it('formats in the language of the page', () => {
    expect(formatAgo({ kind: 'ago', value: 1, unit: 'day', days: 1 }, 'en')).toBe('yesterday');
    expect(formatAgo({ kind: 'ago', value: 3, unit: 'hour', days: 0 }, 'de')).toBe('vor 3 Stunden');
  });
});
