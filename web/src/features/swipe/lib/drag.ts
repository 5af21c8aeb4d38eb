/** A drag of the top card: how far it went, and what it decides when let go. */
export interface DragState {
  dx: number;
  dy: number;
}

/** The share of the card's width a drag must pass to decide (less feels twitchy, more feels stuck). */
export const DECIDE_SHARE = 0.3;
/** At most this many pixels, so a wide card on a desktop does not need a long drag. */
export const DECIDE_MAX_PX = 120;
/** A movement shorter than this is a tap, not a drag. */
export const DRAG_START_PX = 8;

export function decideThreshold(cardWidth: number): number {
  return Math.min(DECIDE_MAX_PX, Math.max(40, cardWidth * DECIDE_SHARE));
}

/** The decision of a drag let go: right likes, left passes, a short or mostly vertical one does nothing. */
export function dragDecision({ dx, dy }: DragState, cardWidth: number): 'like' | 'pass' | null {
  if (Math.abs(dx) < decideThreshold(cardWidth) || Math.abs(dy) > Math.abs(dx)) return null;
  return dx > 0 ? 'like' : 'pass';
}

/** How sure the drag looks (0 to 1, signed: + like, − pass), for the card's tilt and its stamp. */
export function dragProgress({ dx }: DragState, cardWidth: number): number {
  return Math.max(-1, Math.min(1, dx / decideThreshold(cardWidth)));
}
