import { APP_INTERCEPTOR } from '@nestjs/core';
import { Module } from '@nestjs/common';
import { AddPhotoHandler } from './commands/add-photo/add-photo.handler';
import { RecentActivity } from './commands/record-activity/recent-activity';
import { RecordActivityHandler } from './commands/record-activity/record-activity.handler';
import { RecordActivityInterceptor } from './commands/record-activity/record-activity.interceptor';
import { ProfileSummaryRepository } from './database/profile-summary.repository';
import { AddPhotoHttpController } from './commands/add-photo/add-photo.http.controller';
import { BlockHttpController } from './commands/block-member/block.http.controller';
import { ReportHttpController } from './commands/report-profile/report.http.controller';
import { MemberBlockEntity } from './database/member-block.entity';
import { GetBlockRelationsHandler } from './queries/get-block-relations/get-block-relations.handler';
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
    ReportHttpController,
    ProfileHttpController,
    GeocodeHttpController,
    MemberHttpController,
  ],
  providers: [
    ListInterestsHandler,
    ListRegionsHandler,
    GetProfileStatsHandler,
    CreateProfileOnRegistration,
    GetProfileSummaryHandler,
    AddPhotoHandler,
    RecordActivityHandler,
    { provide: APP_INTERCEPTOR, useClass: RecordActivityInterceptor },
    RecentActivity,
    ProfileSummaryRepository,
    EnableProfileOnActivation,
    EraseProfileOnErasure,
    GetBlockRelationsHandler,
    OwnProfileReader,
    SuggestCityHandler,
    MemberProfileReader,
    RelatedProfilesReader,
  ],
})
export class ProfilesModule {}
