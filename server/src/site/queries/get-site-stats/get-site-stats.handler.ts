import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SitesRepository } from '../../database/sites.repository';
import { GetSiteStatsQuery } from '../../site.contracts';

@QueryHandler(GetSiteStatsQuery)
export class GetSiteStatsHandler implements IQueryHandler<GetSiteStatsQuery> {
  constructor(private readonly sites: SitesRepository) {}

  async execute(): Promise<{ sitesTotal: number }> {
    return { sitesTotal: await this.sites.count() };
  }
}
