import { useCallback, useSyncExternalStore } from 'react';

/** Whether `query` matches; `fallback` answers where the browser has no matchMedia. */
export function mediaQueryMatches(query: string, fallback: () => boolean = () => false): boolean {
  try {
    if (typeof window.matchMedia === 'function') return window.matchMedia(query).matches;
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
