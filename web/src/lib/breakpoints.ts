/**
 * Layout breakpoints (SPEC §9), mobile first: each one is a min-width.
 * The CSS twin is src/styles/breakpoints.css (`@custom-media --sm` … and `--bp-sm` …);
 * breakpoints.spec.ts keeps the two in step.
 */
export const BREAKPOINTS = {
  sm: 576,
  md: 768,
  lg: 992,
  xl: 1200,
} as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

export function minWidth(breakpoint: Breakpoint): string {
  return `(min-width: ${BREAKPOINTS[breakpoint]}px)`;
}

/** Smartphones: narrower than the md breakpoint. */
export const SMARTPHONE_QUERY = `(max-width: ${BREAKPOINTS.md - 0.02}px)`;
