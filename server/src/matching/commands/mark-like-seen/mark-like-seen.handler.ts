import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LikesRepository } from '../../database/likes.repository';
import { MarkLikeSeenCommand } from './mark-like-seen.command';

@CommandHandler(MarkLikeSeenCommand)
export class MarkLikeSeenHandler implements ICommandHandler<MarkLikeSeenCommand> {
  constructor(private readonly likes: LikesRepository) {}

  async execute({ memberId, likerId }: MarkLikeSeenCommand): Promise<void> {
    await this.likes.markSeen(memberId, likerId);
  }
}
