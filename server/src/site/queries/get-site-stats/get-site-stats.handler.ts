import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { SiteSettingsEntity } from '../../database/site-settings.entity';
import { GetSiteStatsQuery } from '../../site.contracts';

@QueryHandler(GetSiteStatsQuery)
export class GetSiteStatsHandler implements IQueryHandler<GetSiteStatsQuery, { sitesTotal: number }> {
  constructor(@InjectRepository(SiteSettingsEntity) private readonly sites: Repository<SiteSettingsEntity>) {}

  async execute(): Promise<{ sitesTotal: number }> {
    return { sitesTotal: await this.sites.count() };
  }
}
