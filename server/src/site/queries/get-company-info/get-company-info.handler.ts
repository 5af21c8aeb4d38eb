import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ApiError } from '../../../shared/errors/api-error';
import { CompanyInfoEntity } from '../../database/company-info.entity';
import { GetCompanyInfoQuery } from '../../site.contracts';
import type { CompanyInfoResponse } from './company-info.response';

@QueryHandler(GetCompanyInfoQuery)
export class GetCompanyInfoHandler implements IQueryHandler<GetCompanyInfoQuery, CompanyInfoResponse> {
  constructor(
    @InjectRepository(CompanyInfoEntity) private readonly companies: Repository<CompanyInfoEntity>,
  ) {}

  async execute(query: GetCompanyInfoQuery): Promise<CompanyInfoResponse> {
    const row = await this.companies.findOneBy({ siteId: query.siteId });
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
