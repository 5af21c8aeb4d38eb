import { Module } from '@nestjs/common';
import { LikeHttpController } from './commands/like-member/like.http.controller';
import { LikeMemberHandler } from './commands/like-member/like-member.handler';
import { LikeSeenHttpController } from './commands/mark-like-seen/like-seen.http.controller';
import { MarkLikeSeenHandler } from './commands/mark-like-seen/mark-like-seen.handler';
import { UnlikeMemberHandler } from './commands/unlike-member/unlike-member.handler';
import { SwipeHttpController } from './commands/swipe-member/swipe.http.controller';
import { SwipeMemberHandler } from './commands/swipe-member/swipe-member.handler';
import { UndoPassHandler } from './commands/undo-pass/undo-pass.handler';
import { LikesRepository } from './database/likes.repository';
import { SwipesRepository } from './database/swipes.repository';
import { AutoLikeHttpController } from './queries/get-auto-like/auto-like.http.controller';
import { GetAutoLikeHandler } from './queries/get-auto-like/get-auto-like.handler';
import { EraseLikesOnErasure } from './events/erase-likes.handler';
import { GetSignupMatchesHandler } from './queries/get-signup-matches/get-signup-matches.handler';
import { SignupMatchesHttpController } from './queries/get-signup-matches/signup-matches.http.controller';
import { CountNewLikesHandler } from './queries/count-new-likes/count-new-likes.handler';
import { LikeTotalsHttpController } from './queries/count-new-likes/like-totals.http.controller';
import { LikesHttpController } from './queries/list-likes/likes.http.controller';
import { ListLikesHandler } from './queries/list-likes/list-likes.handler';
import { SearchEntriesRepository } from './database/search-entries.repository';
import { SearchIndexer } from './search-index/search-indexer';
import { FillSearchIndex } from './search-index/fill-search-index';
import { RefreshSearchEntry, UnindexErasedAccount } from './search-index/refresh-search-entry.handlers';
import { CopySearchBlock } from './search-index/copy-search-block.handler';
import { SearchBlocksRepository } from './database/search-blocks.repository';
import { SearchMembersHandler } from './queries/search-members/search-members.handler';
import { SearchCounts } from './queries/search-members/search-counts';
import { SearchHttpController } from './queries/search-members/search.http.controller';
import { GetSwipeCardsHandler } from './queries/get-swipe-cards/get-swipe-cards.handler';
import { SwipeAllowanceReader } from './queries/get-swipe-cards/swipe-allowance.reader';
import { LikesReceivedReader } from './database/likes-received.reader';
import { CountLikesReceivedHandler } from './queries/count-likes-received/count-likes-received.handler';
import { ExportLikesDataHandler } from './queries/export-likes-data/export-likes-data.handler';
import { LikesDataExportReader } from './database/likes-data-export';

/** Likes and matches (search, the swipe game and the match finder join them). */
@Module({
  controllers: [
    LikeHttpController,
    LikeSeenHttpController,
    LikesHttpController,
    LikeTotalsHttpController,
    AutoLikeHttpController,
    SearchHttpController,
    SignupMatchesHttpController,
    SwipeHttpController,
  ],
  providers: [
    LikesRepository,
    LikeMemberHandler,
    UnlikeMemberHandler,
    MarkLikeSeenHandler,
    ListLikesHandler,
    CountNewLikesHandler,
    ExportLikesDataHandler,
    LikesDataExportReader,
    GetAutoLikeHandler,
    EraseLikesOnErasure,
    SearchEntriesRepository,
    SearchIndexer,
    FillSearchIndex,
    RefreshSearchEntry,
    UnindexErasedAccount,
    CopySearchBlock,
    SearchBlocksRepository,
    SearchMembersHandler,
    SearchCounts,
    GetSignupMatchesHandler,
    SwipesRepository,
    SwipeAllowanceReader,
    SwipeMemberHandler,
    UndoPassHandler,
    GetSwipeCardsHandler,
    LikesReceivedReader,
    CountLikesReceivedHandler,
  ],
})
export class MatchingModule {}
