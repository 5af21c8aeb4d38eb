import { describe, expect, it } from 'vitest';
import css from '../styles/breakpoints.css?raw';
import { BREAKPOINTS, minWidth } from './breakpoints';

describe('breakpoints', () => {
  it('are 576, 768, 992 and 1200 px', () => {
    expect(Object.values(BREAKPOINTS)).toEqual([576, 768, 992, 1200]);
    expect(minWidth('lg')).toBe('(min-width: 992px)');
  });

  it('match the CSS custom media and variables', () => {
    for (const [name, px] of Object.entries(BREAKPOINTS)) {
      expect(css).toContain(`@custom-media --${name} (min-width: ${px}px);`);
      expect(css).toContain(`--bp-${name}: ${px}px;`);
    }
  });
});
