import type { Timers } from '../lib/timers';

export interface ManualTimers extends Timers {
  /** Moves the clock on by `ms`, running every timer that falls due on the way, in order. */
  advance(ms: number): void;
}

/** Timers on a clock that only moves when told (the billing components take them as a prop). */
export function manualTimers(start: number): ManualTimers {
  let now = start;
  let pending: Array<{ at: number; callback: () => void }> = [];
  return {
    now: () => now,
    setTimeout(callback, ms) {
      const timer = { at: now + Math.max(0, ms), callback };
      pending.push(timer);
      return timer;
    },
    clearTimeout(handle) {
      pending = pending.filter((timer) => timer !== handle);
    },
    advance(ms) {
      const end = now + ms;
      for (;;) {
        const due = pending.filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        pending = pending.filter((timer) => timer !== due);
        now = due.at;
        due.callback();
      }
      now = end;
    },
  };
}
