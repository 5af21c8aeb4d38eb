import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AdminListPage } from '../../../shared/admin-list/admin-list-params';
import { SiteAdminRepository } from '../../database/site-admin.repository';
import {
  ListCompanyInfoQuery,
  ListSitesQuery,
  type CompanyInfoAdminRecord,
  type SiteAdminRecord,
} from '../../site.contracts';

/** Every site's settings for the console (operators), page by page. */
@QueryHandler(ListSitesQuery)
export class ListSitesHandler implements IQueryHandler<ListSitesQuery> {
  constructor(private readonly sites: SiteAdminRepository) {}

  execute({ params }: ListSitesQuery): Promise<AdminListPage<SiteAdminRecord>> {
    return this.sites.sitesPage(params);
  }
}

/** Every site's company info for the console (operators); a record's id is its site's id. */
@QueryHandler(ListCompanyInfoQuery)
export class ListCompanyInfoHandler implements IQueryHandler<ListCompanyInfoQuery> {
  constructor(private readonly sites: SiteAdminRepository) {}

  execute({ params }: ListCompanyInfoQuery): Promise<AdminListPage<CompanyInfoAdminRecord>> {
    return this.sites.companyInfoPage(params);
  }
}
