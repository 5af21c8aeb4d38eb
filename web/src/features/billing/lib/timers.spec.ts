import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { after, browserTimers, tickUntil } from './timers';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-01T00:00:00.000Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('after', () => {
  it('calls back once after the delay, unless cancelled', () => {
    const fired = vi.fn();
    after(40_000, fired);
    vi.advanceTimersByTime(39_999);
    expect(fired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fired).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    const cancel = after(40_000, cancelled);
    vi.advanceTimersByTime(20_000);
    cancel();
    vi.advanceTimersByTime(40_000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('tickUntil', () => {
  it('ticks at each whole second of the time left, ending with 0', () => {
    const deadline = Date.now() + 3_500;
    const ticks: number[] = [];
    tickUntil(deadline, (left) => ticks.push(left));
    vi.advanceTimersByTime(10_000);
    expect(ticks).toEqual([3_000, 2_000, 1_000, 0]);
  });

  it('reads the clock on each tick, so a late timer does not drift', () => {
    const deadline = Date.now() + 10_000;
    const ticks: number[] = [];
    // a clock that jumps ahead (a sleeping laptop): the next tick shows the real time left
    const timers = { ...browserTimers };
    tickUntil(deadline, (left) => ticks.push(left), timers);
    vi.setSystemTime(Date.now() + 6_200);
    vi.advanceTimersByTime(1_000);
    expect(ticks).toEqual([2_800]);
    vi.advanceTimersByTime(800);
    expect(ticks).toEqual([2_800, 2_000]);
  });

  it('stops when asked and never ticks for a past deadline', () => {
    const ticks: number[] = [];
    const stop = tickUntil(Date.now() + 5_000, (left) => ticks.push(left));
    vi.advanceTimersByTime(1_000);
    stop();
    vi.advanceTimersByTime(10_000);
    expect(ticks).toEqual([4_000]);

    const none = vi.fn();
    tickUntil(Date.now() - 1, none);
    vi.advanceTimersByTime(5_000);
    expect(none).not.toHaveBeenCalled();
  });

  it('uses the timers it is given', () => {
    let now = 0;
    const pending: Array<() => void> = [];
    const timers = {
      now: () => now,
      setTimeout: (callback: () => void) => pending.push(callback),
      clearTimeout: () => {},
    };
    const ticks: number[] = [];
    tickUntil(2_000, (left) => ticks.push(left), timers);
    now = 1_000;
    pending.shift()!();
    now = 2_000;
    pending.shift()!();
    expect(ticks).toEqual([1_000, 0]);
    expect(pending).toHaveLength(0);
  });
});
