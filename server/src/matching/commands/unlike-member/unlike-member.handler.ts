import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LikesRepository } from '../../database/likes.repository';
import { UnlikeMemberCommand } from './unlike-member.command';

@CommandHandler(UnlikeMemberCommand)
export class UnlikeMemberHandler implements ICommandHandler<UnlikeMemberCommand> {
  constructor(private readonly likes: LikesRepository) {}

  /** Taking back a like that is not there changes nothing: the member sees the same result either way. */
  async execute({ likerId, likedId }: UnlikeMemberCommand): Promise<void> {
    await this.likes.unlike(likerId, likedId);
  }
}
