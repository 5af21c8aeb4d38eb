import { Module } from '@nestjs/common';
import { AddPhotoHandler } from './commands/add-photo/add-photo.handler';
import { AddPhotoHttpController } from './commands/add-photo/add-photo.http.controller';
import { BlockHttpController } from './commands/block-member/block.http.controller';
import { ReportHttpController } from './commands/report-profile/report.http.controller';
import { MemberBlockEntity } from './database/member-block.entity';
import { GetBlockRelationsHandler } from './queries/get-block-relations/get-block-relations.handler';
import { PhotosHttpController } from './commands/manage-photos/photos.http.controller';
import { CreateProfileHandler } from './commands/create-profile/create-profile.handler';
import { EnableProfileOnActivation, EraseProfileOnErasure } from './events/profile-account-events.handler';
import { GetProfileSummaryHandler } from './queries/get-profile-summary/get-profile-summary.handler';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InterestEntity } from './database/interest.entity';
import { PhotoEntity } from './database/photo.entity';
import { ProfileEntity } from './database/profile.entity';
import { RegionEntity } from './database/region.entity';
import { GetProfileStatsHandler } from './queries/get-profile-stats/get-profile-stats.handler';
import { ListInterestsHandler } from './queries/list-interests/list-interests.handler';
import { ListInterestsHttpController } from './queries/list-interests/list-interests.http.controller';
import { ListRegionsHandler } from './queries/list-regions/list-regions.handler';
import { ListRegionsHttpController } from './queries/list-regions/list-regions.http.controller';

/** Profiles, photos, interests, regions, blocking and reports (profile pages arrive with the profiles issue). */
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
  ],
  providers: [
    ListInterestsHandler,
    ListRegionsHandler,
    GetProfileStatsHandler,
    CreateProfileHandler,
    GetProfileSummaryHandler,
    AddPhotoHandler,
    EnableProfileOnActivation,
    EraseProfileOnErasure,
    GetBlockRelationsHandler,
  ],
})
export class ProfilesModule {}
