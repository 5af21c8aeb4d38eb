import { MemberCard } from '../../../profiles/profiles.contracts';
import { SwipeStateResponse } from './swipe-state.response';

/** GET /api/swipe.php: the next cards of the stack, first on top, and the likes left today. */
export class SwipeCardsResponse extends SwipeStateResponse {
  /** Members of the sought gender the member has neither liked nor passed; empty when none are left. */
  cards: MemberCard[];
}
