import type { MouseEvent } from 'react';

/**
 * A click the app may take over: the main button without a modifier key. A click with Ctrl, ⌘, Shift or
 * Alt, or with the middle button, is left to the link (a new tab or window, a download).
 */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
