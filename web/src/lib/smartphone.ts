import { BREAKPOINTS, SMARTPHONE_QUERY } from './breakpoints';
import { useMediaQuery } from './use-media-query';

/** SPEC §2: a smartphone is a viewport narrower than the md breakpoint (768 px). */
export function isSmartphoneWidth(width: number): boolean {
  return width < BREAKPOINTS.md;
}

type MediaWindow = Pick<Window, 'innerWidth'> & { matchMedia?: Window['matchMedia'] };

/** Whether the viewport is a smartphone's: the media query when the browser has one, else the width. */
export function isSmartphone(win: MediaWindow = window): boolean {
  try {
    if (typeof win.matchMedia === 'function') return win.matchMedia(SMARTPHONE_QUERY).matches;
  } catch {
    // matchMedia unsupported: fall back to the width
  }
  return isSmartphoneWidth(win.innerWidth);
}

/** `isSmartphone()`, kept up to date when the viewport changes. */
export function useIsSmartphone(): boolean {
  return useMediaQuery(SMARTPHONE_QUERY, () => isSmartphoneWidth(window.innerWidth));
}
