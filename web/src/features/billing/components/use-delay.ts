import { useEffect, useState } from 'react';
import { after, browserTimers, type Timers } from '../lib/timers';

/** True once `ms` have passed since the component mounted (mount it where the time counts). */
export function useDelayPassed(ms: number, timers: Timers = browserTimers): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => after(ms, () => setPassed(true), timers), [ms, timers]);
  return passed;
}
