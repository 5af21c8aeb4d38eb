import { useEffect } from 'react';

type BadgingNavigator = Navigator & {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
};

/** The installed app's badge shows the same count as the title (SPEC §2); failures are ignored (SPEC §8). */
export function useAppBadge(count: number): void {
  useEffect(() => {
    const badging = navigator as BadgingNavigator;
    const done = count > 0 ? badging.setAppBadge?.(count) : badging.clearAppBadge?.();
    done?.catch(() => undefined);
  }, [count]);
}
