import { Module } from '@nestjs/common';
import { LikeHttpController } from './commands/like-member/like.http.controller';
import { LikeMemberHandler } from './commands/like-member/like-member.handler';
import { LikeSeenHttpController } from './commands/mark-like-seen/like-seen.http.controller';
import { MarkLikeSeenHandler } from './commands/mark-like-seen/mark-like-seen.handler';
import { UnlikeMemberHandler } from './commands/unlike-member/unlike-member.handler';
import { LikesRepository } from './database/likes.repository';
import { AutoLikeHttpController } from './queries/get-auto-like/auto-like.http.controller';
import { GetAutoLikeHandler } from './queries/get-auto-like/get-auto-like.handler';
import { EraseLikesOnErasure } from './events/erase-likes.handler';
import { LikesHttpController } from './queries/list-likes/likes.http.controller';
import { ListLikesHandler } from './queries/list-likes/list-likes.handler';

/** Likes and matches (search, the swipe game and the match finder join them). */
@Module({
  controllers: [LikeHttpController, LikeSeenHttpController, LikesHttpController, AutoLikeHttpController],
  providers: [
    LikesRepository,
    LikeMemberHandler,
    UnlikeMemberHandler,
    MarkLikeSeenHandler,
    ListLikesHandler,
    GetAutoLikeHandler,
    EraseLikesOnErasure,
  ],
})
export class MatchingModule {}
