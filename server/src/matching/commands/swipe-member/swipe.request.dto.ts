import { IsIn } from 'class-validator';
import { IsId } from '../../../shared/http/ids';
import { SWIPE_ACTIONS, type SwipeAction } from './swipe-member.command';

/** POST /api/swipe.php `{id, action}`: like or pass the card of member `id`, or take back that pass. */
export class SwipeRequestDto {
  @IsId('profiles.member_not_found')
  id: number;

  /** `like`, `pass`, or `undo` (takes back the pass of `id` when it is the newest pass). */
  @IsIn(SWIPE_ACTIONS, { message: 'matching.invalid_swipe_action' })
  action: SwipeAction;
}
