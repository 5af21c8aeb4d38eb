import { type MouseEvent, type PointerEvent, useRef } from 'react';
import { DRAG_START_PX } from './drag';

/**
 * Button props that act on a finger's tap at once, not on the click the browser makes of it: right
 * after a quick flick of a card, Chromium takes the flick for a fling and swallows the click of the next
 * tap, as if the tap had stopped a scroll (crbug.com/40727033, touch-action does not help). The undo tap
 * of a member who passed by mistake did nothing then. A touch acts on pointerup; the click that may still
 * follow it (same pointer id) is not acted on twice. Mouse and keyboard go by click as before.
 */
export function useTap<E extends HTMLElement>(action: () => void) {
  const down = useRef<{ id: number; x: number; y: number } | null>(null);
  const tapped = useRef<number | null>(null);
  return {
    onPointerDown: (event: PointerEvent<E>) => {
      down.current =
        event.pointerType === 'touch' ? { id: event.pointerId, x: event.clientX, y: event.clientY } : null;
    },
    onPointerUp: (event: PointerEvent<E>) => {
      const start = down.current;
      down.current = null;
      if (!start || start.id !== event.pointerId) return;
      if (Math.hypot(event.clientX - start.x, event.clientY - start.y) >= DRAG_START_PX) return;
      tapped.current = event.pointerId;
      action();
    },
    onPointerCancel: () => {
      down.current = null;
    },
    onClick: (event: MouseEvent<E>) => {
      const pointerId = (event.nativeEvent as Partial<globalThis.PointerEvent>).pointerId;
      if (tapped.current !== null && pointerId === tapped.current) {
        tapped.current = null;
        return;
      }
      action();
    },
  };
}
