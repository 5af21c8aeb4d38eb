import { type MiddlewareConsumer, Module, type NestModule } from '@nestjs/common';
import { AdminProfilesRepository } from './database/admin-profiles.repository';
import { SetFictionalHandler } from './commands/set-fictional/set-fictional.handler';
import { GetAdminProfileHandler } from './queries/get-admin-profile/get-admin-profile.handler';
import { AddPhotoHandler } from './commands/add-photo/add-photo.handler';
import { ReviewPhotosHandler } from './commands/review-photos/review-photos.handler';
import { PhotoReviewRepository } from './database/photo-review.repository';
import { ScoreProfilePhotoProcessor } from './jobs/score-profile-photo.processor';
import { RescoreProfilePhotos } from './jobs/rescore-profile-photos';
import { ScheduledRuns } from '../shared/scheduling/scheduled-runs';
import { ListPhotosForReviewHandler } from './queries/list-photos-for-review/list-photos-for-review.handler';
import { SafetyClassifier } from '../shared/images/safety-classifier';
import { RecentActivity } from './commands/record-activity/recent-activity';
import { RecordActivityHandler } from './commands/record-activity/record-activity.handler';
import { RecordActivityMiddleware } from './commands/record-activity/record-activity.middleware';
import { ProfileSummaryRepository } from './database/profile-summary.repository';
import { ProfileSummaryCache } from './database/profile-summary.cache';
import { AddPhotoHttpController } from './commands/add-photo/add-photo.http.controller';
import { BlockHttpController } from './commands/block-member/block.http.controller';
import { DeletePhotoHandler } from './commands/delete-photo/delete-photo.handler';
import { SetMainPhotoHandler } from './commands/set-main-photo/set-main-photo.handler';
import { PhotosRepository } from './database/photos.repository';
import { PhotoFiles } from './photos/photo-files';
import { MediaFiles } from '../shared/images/media-files';
import { ProfilesRepository } from './database/profiles.repository';
import { ReferenceDataRepository } from './database/reference-data.repository';
import { RelatedCandidatesRepository } from './database/related-candidates.repository';
import { MemberCardsRepository } from './database/member-cards.repository';
import { MemberCardReader } from './queries/get-member-profile/member-card.reader';
import { GetMemberCardsHandler } from './queries/get-member-cards/get-member-cards.handler';
import { GetPublicMemberCardsHandler } from './queries/get-member-cards/get-public-member-cards.handler';
import { GetChatCardsHandler } from './queries/get-member-cards/get-chat-cards.handler';
import {
  GetSearchProfilesHandler,
  ListProfileIdsHandler,
} from './queries/get-search-profiles/get-search-profiles.handler';
import { SearchProfilesRepository } from './database/search-profiles.repository';
import { SuggestMembersHandler } from './queries/suggest-members/suggest-members.handler';
import { GetMatchPreferencesHandler } from './queries/get-match-preferences/get-match-preferences.handler';
import { ListOwnPhotosHandler } from './queries/list-own-photos/list-own-photos.handler';
import { GetLastOpenedHandler } from './queries/get-last-opened/get-last-opened.handler';
import { GetMemberProfileHandler } from './queries/get-member-profile/get-member-profile.handler';
import { EditProfileHandler } from './commands/edit-profile/edit-profile.handler';
import { LocateMemberHandler } from './commands/locate-member/locate-member.handler';
import { GetOwnProfileHandler } from './queries/get-own-profile/get-own-profile.handler';
import { BlockMemberHandler } from './commands/block-member/block-member.handler';
import { MayTargetMemberHandler } from './queries/may-target-member/may-target-member.handler';
import { UnblockMemberHandler } from './commands/unblock-member/unblock-member.handler';
import { BlockRelationsCache } from './database/block-relations.cache';
import { MemberBlocksRepository } from './database/member-blocks.repository';
import { ListBlocksHandler } from './queries/list-blocks/list-blocks.handler';
import { FindProfilePhotoHandler } from './queries/find-profile-photo/find-profile-photo.handler';
import { MemberBlockEntity } from './database/member-block.entity';
import { GetBlockRelationsHandler } from './queries/get-block-relations/get-block-relations.handler';
import { ListBlockPairsHandler } from './queries/list-block-pairs/list-block-pairs.handler';
import { FindListedChatPairsHandler } from './queries/find-listed-chat-pairs/find-listed-chat-pairs.handler';
import { PhotosHttpController } from './commands/manage-photos/photos.http.controller';
import { CreateProfileOnRegistration } from './events/create-profile-on-registration.handler';
import { EnableProfileOnActivation, EraseProfileOnErasure } from './events/profile-account-events.handler';
import { GetProfileSummaryHandler } from './queries/get-profile-summary/get-profile-summary.handler';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ProfileHttpController } from './commands/edit-profile/profile.http.controller';
import { GeocodeHttpController } from './commands/locate-member/geocode.http.controller';
import { SuggestCityHandler } from './queries/suggest-city/suggest-city.handler';
import { OwnProfileReader } from './queries/get-own-profile/own-profile.reader';
import { MemberHttpController } from './queries/get-member-profile/member.http.controller';
import { MemberProfileReader } from './queries/get-member-profile/member-profile.reader';
import { RelatedProfilesReader } from './queries/get-member-profile/related-profiles.reader';
import { InterestEntity } from './database/interest.entity';
import { PhotoEntity } from './database/photo.entity';
import { ProfileEntity } from './database/profile.entity';
import { RegionEntity } from './database/region.entity';
import { GetProfileStatsHandler } from './queries/get-profile-stats/get-profile-stats.handler';
import { ListInterestsHandler } from './queries/list-interests/list-interests.handler';
import { ListInterestsHttpController } from './queries/list-interests/list-interests.http.controller';
import { ListRegionsHandler } from './queries/list-regions/list-regions.handler';
import { ListRegionsHttpController } from './queries/list-regions/list-regions.http.controller';
import { NewMembersNearbyReader } from './database/new-members-nearby.reader';
import { FictionalProfilesReader } from './database/fictional-profiles.reader';
import { ListFictionalProfileIdsHandler } from './queries/list-fictional-profiles/list-fictional-profile-ids.handler';
import { CountNewMembersNearbyHandler } from './queries/count-new-members-nearby/count-new-members-nearby.handler';
import { ExportProfileDataHandler } from './queries/export-profile-data/export-profile-data.handler';
import { ProfileDataExportReader } from './database/profile-data-export';

/** Profiles, photos, interests, regions, blocking and reports own profile, member pages, geocoding. */
@Module({
  imports: [
    TypeOrmModule.forFeature([InterestEntity, RegionEntity, ProfileEntity, PhotoEntity, MemberBlockEntity]),
  ],
  controllers: [
    ListInterestsHttpController,
    ListRegionsHttpController,
    AddPhotoHttpController,
    PhotosHttpController,
    BlockHttpController,
    ProfileHttpController,
    GeocodeHttpController,
    MemberHttpController,
  ],
  providers: [
    SetFictionalHandler,
    GetAdminProfileHandler,
    AdminProfilesRepository,
    ListInterestsHandler,
    ListRegionsHandler,
    GetProfileStatsHandler,
    ExportProfileDataHandler,
    ProfileDataExportReader,
    CreateProfileOnRegistration,
    GetProfileSummaryHandler,
    GetMemberCardsHandler,
    GetPublicMemberCardsHandler,
    GetChatCardsHandler,
    GetSearchProfilesHandler,
    ListProfileIdsHandler,
    FictionalProfilesReader,
    ListFictionalProfileIdsHandler,
    SearchProfilesRepository,
    SuggestMembersHandler,
    GetMatchPreferencesHandler,
    MemberCardsRepository,
    MemberCardReader,
    AddPhotoHandler,
    RecordActivityHandler,
    RecentActivity,
    ProfileSummaryCache,
    ProfileSummaryRepository,
    ProfilesRepository,
    ReferenceDataRepository,
    RelatedCandidatesRepository,
    EnableProfileOnActivation,
    EraseProfileOnErasure,
    GetBlockRelationsHandler,
    ListBlockPairsHandler,
    FindListedChatPairsHandler,
    MemberBlocksRepository,
    BlockRelationsCache,
    EditProfileHandler,
    LocateMemberHandler,
    GetOwnProfileHandler,
    GetLastOpenedHandler,
    GetMemberProfileHandler,
    PhotosRepository,
    PhotoFiles,
    MediaFiles,
    ListOwnPhotosHandler,
    SetMainPhotoHandler,
    DeletePhotoHandler,
    BlockMemberHandler,
    MayTargetMemberHandler,
    UnblockMemberHandler,
    ListBlocksHandler,
    FindProfilePhotoHandler,
    OwnProfileReader,
    SuggestCityHandler,
    MemberProfileReader,
    RelatedProfilesReader,
    NewMembersNearbyReader,
    CountNewMembersNearbyHandler,
    PhotoReviewRepository,
    SafetyClassifier,
    ScoreProfilePhotoProcessor,
    RescoreProfilePhotos,
    ScheduledRuns,
    ListPhotosForReviewHandler,
    ReviewPhotosHandler,
  ],
})
export class ProfilesModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(RecordActivityMiddleware).forRoutes('*');
  }
}
