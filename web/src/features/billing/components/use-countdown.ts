import { useEffect, useState } from 'react';
import { countdownOf, remainingMs, type Countdown } from '../lib/countdown';
import { browserTimers, tickUntil, type Timers } from '../lib/timers';

export interface CountdownState {
  remaining: number;
  countdown: Countdown;
}

/**
 * The time left until `expires`, updated at every whole second (SPEC §4: "counting down each second"),
 * always computed from `expires` and the clock; 0 (and no more ticks) once it has passed.
 */
export function useCountdown(
  expires: string | null | undefined,
  timers: Timers = browserTimers,
): CountdownState {
  const deadline = expires ? Date.parse(expires) : Number.NaN;
  const [tick, setTick] = useState({ deadline, remaining: remainingMs(deadline, timers.now()) });
  useEffect(() => {
    if (!Number.isFinite(deadline)) return;
    return tickUntil(deadline, (remaining) => setTick({ deadline, remaining }), timers);
  }, [deadline, timers]);
  // a new `expires` shows at once, without waiting for the first tick
  const remaining = tick.deadline === deadline ? tick.remaining : remainingMs(deadline, timers.now());
  return { remaining, countdown: countdownOf(remaining) };
}
