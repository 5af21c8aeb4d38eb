import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiError } from '../../../shared/errors/api-error';
import { SwipesRepository } from '../../database/swipes.repository';
import {
  type SwipeAllowance,
  SwipeAllowanceReader,
} from '../../queries/get-swipe-cards/swipe-allowance.reader';
import { UndoPassCommand } from './undo-pass.command';

@CommandHandler(UndoPassCommand)
export class UndoPassHandler implements ICommandHandler<UndoPassCommand> {
  constructor(
    private readonly swipes: SwipesRepository,
    private readonly allowance: SwipeAllowanceReader,
  ) {}

  async execute({ memberId, passedId }: UndoPassCommand): Promise<SwipeAllowance> {
    // Only the newest pass: undo steps back through the stack, it does not reach into old decisions.
    if (!(await this.swipes.undoPass(memberId, passedId))) {
      throw new ApiError(409, 'nothing_to_undo', 'matching.nothing_to_undo');
    }
    return this.allowance.of(memberId);
  }
}
