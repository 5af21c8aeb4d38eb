import { Module } from '@nestjs/common';
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

/** Profiles, photos, interests, regions (profile editing and photos arrive with the profiles issue). */
@Module({
  imports: [TypeOrmModule.forFeature([InterestEntity, RegionEntity, ProfileEntity, PhotoEntity])],
  controllers: [ListInterestsHttpController, ListRegionsHttpController],
  providers: [ListInterestsHandler, ListRegionsHandler, GetProfileStatsHandler],
})
export class ProfilesModule {}
