import type { MouseEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { isPlainClick } from './plain-click';

const click = (init: Partial<MouseEvent> = {}) =>
  ({ button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, ...init }) as MouseEvent;

describe('isPlainClick', () => {
  it('takes the main button without a modifier key', () => {
    expect(isPlainClick(click())).toBe(true);
  });

  it('leaves a modified or middle-button click to the link', () => {
    for (const init of [
      { metaKey: true },
      { ctrlKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
    ])
      expect(isPlainClick(click(init))).toBe(false);
  });
});
