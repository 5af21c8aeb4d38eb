import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { ApiError } from '../../../shared/errors/api-error';
import { SitesRepository } from '../../database/sites.repository';
import { GetCompanyInfoQuery, GetSiteSettingsQuery } from '../../site.contracts';
import type { CompanyInfoResponse } from './company-info.response';

@QueryHandler(GetCompanyInfoQuery)
export class GetCompanyInfoHandler implements IQueryHandler<GetCompanyInfoQuery> {
  constructor(
    private readonly sites: SitesRepository,
    private readonly queryBus: QueryBus,
  ) {}

  async execute(query: GetCompanyInfoQuery): Promise<CompanyInfoResponse> {
    const site = await this.queryBus.execute(new GetSiteSettingsQuery(query.domain));
    const row = await this.sites.companyInfo(site.id);
    if (!row) throw ApiError.notFound('company_info_not_found');
    return {
      name: row.name,
      address: row.address,
      kvk: row.kvk,
      city: row.city,
      country: row.country,
      tradenames: row.tradenames,
      vat_numbers: row.vatNumbers,
      support_phone: row.supportPhone,
      delete_discount: row.deleteDiscount,
    };
  }
}
