/** The longest delay `t` may ask for: an hour. */
const MAX_DELAY_SECONDS = 3600;

/** `?t=<seconds>` (SPEC §2): when the like modal opens, in ms; null without a valid `t`. */
export function likeModalDelayMs(search: string): number | null {
  const value = new URLSearchParams(search).get('t');
  if (value === null || !/^\d{1,4}$/.test(value)) return null;
  const seconds = Number(value);
  return seconds <= MAX_DELAY_SECONDS ? seconds * 1000 : null;
}

/** The query without `t` (it is removed once read), with its leading "?" or empty. */
export function withoutDelay(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('t');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** What the like modal reports (SPEC §2): "image pressed" and "button pressed" with the profile id. */
export type LikeModalAction = 'image pressed' | 'button pressed';
export const LIKE_MODAL_EVENT = 'kindred:like-modal';

export function emitLikeModalAction(action: LikeModalAction, profileId: number): void {
  window.dispatchEvent(new CustomEvent(LIKE_MODAL_EVENT, { detail: { action, id: profileId } }));
}
