import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SitesRepository } from '../../database/sites.repository';
import { GetSitePushKeysQuery } from '../../site.contracts';

/** Read when a push is sent (not cached: the private key stays out of the settings cache). */
@QueryHandler(GetSitePushKeysQuery)
export class GetSitePushKeysHandler implements IQueryHandler<GetSitePushKeysQuery> {
  constructor(private readonly sites: SitesRepository) {}

  execute(query: GetSitePushKeysQuery): Promise<{ publicKey: string; privateKey: string } | null> {
    return this.sites.pushKeys(query.siteId);
  }
}
