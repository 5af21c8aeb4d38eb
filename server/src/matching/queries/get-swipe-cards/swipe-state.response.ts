import type { SwipeAllowance } from './swipe-allowance.reader';

/** The member's swipe likes of today: how many are left, and when the next day's begin. */
export class SwipeStateResponse {
  /** Swipe likes left today (4 a day, SPEC §9). */
  likes_left: number;
  /** ISO 8601 instant: midnight in the site's time zone, when the likes come back. */
  resets_at: string;
}

export function toSwipeState({ likesLeft, day }: SwipeAllowance): SwipeStateResponse {
  return { likes_left: likesLeft, resets_at: day.endsAt.toISOString() };
}
