/** Likes and unlikes one member may give per hour: far above any person's pace, well below a script's. */
export const LIKES_PER_HOUR = { name: 'like', max: 600, windowSeconds: 60 * 60 };

/** How many likes each list of likes.php holds at most, newest first. */
export const LIKES_LISTED = 500;
