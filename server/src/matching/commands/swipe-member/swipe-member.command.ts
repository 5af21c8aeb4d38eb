import { Command } from '@nestjs/cqrs';
import type { SwipeAllowance } from '../../queries/get-swipe-cards/swipe-allowance.reader';

export const SWIPE_ACTIONS = ['like', 'pass', 'undo'] as const;
export type SwipeAction = (typeof SWIPE_ACTIONS)[number];

/** A member likes or passes a card of the swipe game; answers a match and the likes left today. */
export class SwipeMemberCommand extends Command<{ match: boolean; allowance: SwipeAllowance }> {
  constructor(
    readonly memberId: number,
    readonly targetId: number,
    readonly action: 'like' | 'pass',
  ) {
    super();
  }
}
