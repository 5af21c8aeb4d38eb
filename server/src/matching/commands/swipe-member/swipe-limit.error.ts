import { ApiError } from '../../../shared/errors/api-error';
import { timeUntil } from '../../domain/swipe-day';
import { SWIPE_LIKES_PER_DAY } from '../../domain/swipe-limits';
import type { SwipeDay } from '../../domain/swipe-day';
import { toSwipeState } from '../../queries/get-swipe-cards/swipe-state.response';

/**
 * 429 `swipe_limit_reached`: the day's likes are used. The message says how long until they come back
 * (a duration reads right in any zone); `resets_at` lets the app show the time in the member's own.
 */
export function swipeLimitError(day: SwipeDay, now: Date): ApiError {
  return new ApiError(
    429,
    'swipe_limit_reached',
    'matching.swipe_limit_reached',
    { count: SWIPE_LIKES_PER_DAY, ...timeUntil(now, day.endsAt) },
    undefined,
    { ...toSwipeState({ day, likesLeft: 0 }) },
  );
}
