/**
 * The clock and the one-shot timer the billing screens use. The browser's by default; unit tests hand
 * in fakes (or use vitest's fake timers, which these follow because they look the globals up late).
 */
export interface Timers {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const browserTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Calls `callback` once after `ms`. Returns a function that cancels it. */
export function after(ms: number, callback: () => void, timers: Timers = browserTimers): () => void {
  const handle = timers.setTimeout(callback, ms);
  return () => timers.clearTimeout(handle);
}

/**
 * Calls `onTick` with the time left until `deadline` (epoch ms) each time a whole second of it has
 * passed, the last time with 0. Each tick reads the clock, so late timers never add up to a drift; the
 * next tick is set for the next whole second of what is left. Returns a function that stops it.
 */
export function tickUntil(
  deadline: number,
  onTick: (remainingMs: number) => void,
  timers: Timers = browserTimers,
): () => void {
  let handle: unknown;
  let stopped = false;
  const schedule = () => {
    const left = Math.max(0, deadline - timers.now());
    handle = timers.setTimeout(tick, left % 1000 || 1000);
  };
  const tick = () => {
    if (stopped) return;
    const left = Math.max(0, deadline - timers.now());
    onTick(left);
    if (left > 0) schedule();
  };
  if (deadline > timers.now()) schedule();
  return () => {
    stopped = true;
    if (handle !== undefined) timers.clearTimeout(handle);
  };
}
