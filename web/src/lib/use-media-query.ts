import { useCallback, useSyncExternalStore } from 'react';

export type MediaWindow = Pick<Window, 'innerWidth'> & { matchMedia?: Window['matchMedia'] };

/** Whether `query` matches in `win`; `fallback` answers where the browser has no matchMedia. */
export function mediaQueryMatches(
  query: string,
  fallback: () => boolean = () => false,
  win: MediaWindow = window,
): boolean {
  try {
    if (typeof win.matchMedia === 'function') return win.matchMedia(query).matches;
  } catch {
    // matchMedia unsupported: the fallback answers
  }
  return fallback();
}

/** `mediaQueryMatches(query)`, kept up to date when the viewport changes. */
export function useMediaQuery(query: string, fallback?: () => boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia === 'function') {
        const list = window.matchMedia(query);
        list.addEventListener?.('change', onChange);
        return () => list.removeEventListener?.('change', onChange);
      }
      window.addEventListener('resize', onChange);
      return () => window.removeEventListener('resize', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => mediaQueryMatches(query, fallback));
}
