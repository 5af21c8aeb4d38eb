/** A swipe like past the member's likes of the day; thrown inside the like's transaction to undo it. */
export class SwipeLimitReached extends Error {
  constructor() {
    super('swipe_limit_reached');
  }
}
