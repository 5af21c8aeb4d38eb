/** SPEC §1, §9: the swipe game gives 4 likes per day (the site's day, see swipe-day.ts). */
export const SWIPE_LIKES_PER_DAY = 4;

/** Cards one GET of swipe.php hands out; the app asks again when the stack runs low. */
export const SWIPE_CARDS_PER_PAGE = 10;

/** Swipe calls (likes, passes, undos) one member may make per hour: far above a person's thumb. */
export const SWIPES_PER_HOUR = { name: 'swipe', max: 1200, windowSeconds: 60 * 60 };
