import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CompanyInfoEntity } from './database/company-info.entity';
import { SiteSettingsEntity } from './database/site-settings.entity';
import { SitesRepository } from './database/sites.repository';
import { SiteAdminRepository } from './database/site-admin.repository';
import { UpdateCompanyInfoHandler } from './commands/update-company-info/update-company-info.handler';
import { CreateSiteHandler } from './commands/create-site/create-site.handler';
import { UpdateSiteSettingsHandler } from './commands/update-site-settings/update-site-settings.handler';
import { ListCompanyInfoHandler, ListSitesHandler } from './queries/admin/list-site-admin.handlers';
import { GetCompanyInfoHandler } from './queries/get-company-info/get-company-info.handler';
import { GetCompanyInfoHttpController } from './queries/get-company-info/get-company-info.http.controller';
import {
  GetSiteSettingsByIdHandler,
  GetSiteSettingsHandler,
} from './queries/get-site-settings/get-site-settings.handler';
import { GetSiteSettingsHttpController } from './queries/get-site-settings/get-site-settings.http.controller';
import { GetSitePushKeysHandler } from './queries/get-push-keys/get-push-keys.handler';
import { GetWebManifestHttpController } from './queries/get-web-manifest/get-web-manifest.http.controller';
import { GetSiteStatsHandler } from './queries/get-site-stats/get-site-stats.handler';

/** Site settings by domain and company info; every module reads them through site.contracts. */
@Module({
  imports: [TypeOrmModule.forFeature([SiteSettingsEntity, CompanyInfoEntity])],
  controllers: [GetSiteSettingsHttpController, GetCompanyInfoHttpController, GetWebManifestHttpController],
  providers: [
    SitesRepository,
    GetSiteSettingsHandler,
    GetSiteSettingsByIdHandler,
    GetCompanyInfoHandler,
    GetSiteStatsHandler,
    GetSitePushKeysHandler,
    SiteAdminRepository,
    ListSitesHandler,
    ListCompanyInfoHandler,
    CreateSiteHandler,
    UpdateSiteSettingsHandler,
    UpdateCompanyInfoHandler,
  ],
})
export class SiteModule {}
