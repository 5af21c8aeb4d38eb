import { BREAKPOINTS, SMARTPHONE_QUERY } from './breakpoints';
import { mediaQueryMatches, useMediaQuery, type MediaWindow } from './use-media-query';

/** SPEC §2: a smartphone is a viewport narrower than the md breakpoint (768 px). */
export function isSmartphoneWidth(width: number): boolean {
  return width < BREAKPOINTS.md;
}

/** Whether the viewport is a smartphone's: the media query when the browser has one, else the width. */
export function isSmartphone(win: MediaWindow = window): boolean {
  return mediaQueryMatches(SMARTPHONE_QUERY, () => isSmartphoneWidth(win.innerWidth), win);
}

/** `isSmartphone()`, kept up to date when the viewport changes. */
export function useIsSmartphone(): boolean {
  return useMediaQuery(SMARTPHONE_QUERY, () => isSmartphoneWidth(window.innerWidth));
}
