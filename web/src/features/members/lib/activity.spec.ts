import { describe, expect, it } from 'vitest';
import { activityOf } from './activity';

describe('activityOf', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');

  it('is online within five minutes, then today, then days ago', () => {
    expect(activityOf('2026-11-25T11:57:00Z', now)).toEqual({ kind: 'online' });
    expect(activityOf('2026-11-25T11:54:00Z', now)).toEqual({ kind: 'today' });
    expect(activityOf('2026-11-24T11:00:00Z', now)).toEqual({ kind: 'days', days: 1 });
    expect(activityOf('2026-11-15T12:00:00Z', now)).toEqual({ kind: 'days', days: 10 });
  });

  it('treats a time ahead of the clock as online and a bad date as unknown', () => {
    expect(activityOf('2026-11-25T12:01:00Z', now)).toEqual({ kind: 'online' });
    expect(activityOf('yesterday', now)).toBeNull();
  });
});
