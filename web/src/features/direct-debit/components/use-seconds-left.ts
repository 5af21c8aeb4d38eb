import { useEffect, useState } from 'react';
import { secondsLeft } from '../lib/countdown';

/** The seconds left until `expiresAt`, updated every second until 0 (always computed from the end). */
export function useSecondsLeft(expiresAt: string): number {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(expiresAt, now);
  useEffect(() => {
    if (left === 0) return;
    const timer = window.setTimeout(() => setNow(Date.now()), 1000);
    return () => window.clearTimeout(timer);
  }, [left, expiresAt]);
  return left;
}
