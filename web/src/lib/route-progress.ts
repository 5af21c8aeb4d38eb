import { useEffect, useState } from 'react';

/** SPEC §9: the bar takes 5 s to fill and shows only for a load that lasts longer than 200 ms. */
export const PROGRESS_DURATION_MS = 5_000;
export const PROGRESS_THROTTLE_MS = 200;
const TICK_MS = 100;
/** Never full before the page is: a slow load waits just short of the end. */
const PROGRESS_CAP = 95;
/** How long the full bar stays before it goes. */
export const PROGRESS_HIDE_MS = 400;

export interface RouteProgress {
  visible: boolean;
  /** 0 to 100. */
  value: number;
}

const HIDDEN: RouteProgress = { visible: false, value: 0 };

/** The route loading bar's state while `busy` (a page's code or data is loading). */
export function useRouteProgress(busy: boolean): RouteProgress {
  const [progress, setProgress] = useState<RouteProgress>(HIDDEN);

  useEffect(() => {
    if (!busy) return;
    let tick: ReturnType<typeof setInterval> | undefined;
    const show = setTimeout(() => {
      setProgress({ visible: true, value: 0 });
      tick = setInterval(
        () =>
          setProgress(({ value }) => ({
            visible: true,
            value: Math.min(PROGRESS_CAP, value + (100 * TICK_MS) / PROGRESS_DURATION_MS),
          })),
        TICK_MS,
      );
    }, PROGRESS_THROTTLE_MS);
    return () => {
      clearTimeout(show);
      clearInterval(tick);
      // a shown bar fills up, then goes; one never shown stays hidden
      setProgress((current) => (current.visible ? { visible: true, value: 100 } : HIDDEN));
    };
  }, [busy]);

  const finished = progress.visible && progress.value === 100;
  useEffect(() => {
    if (!finished) return;
    const hide = setTimeout(() => setProgress(HIDDEN), PROGRESS_HIDE_MS);
    return () => clearTimeout(hide);
  }, [finished]);

  return progress;
}
