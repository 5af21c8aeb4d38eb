import { SwipeStateResponse } from '../../queries/get-swipe-cards/swipe-state.response';

/** POST /api/swipe.php: the swipe took effect; the likes left today after it. */
export class SwipeResponse extends SwipeStateResponse {
  /** A like that made a match (the other member liked back); false for a pass or an undo. */
  match: boolean;
}
