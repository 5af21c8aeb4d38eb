import { Controller, Get, Header, Query, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { GetCompanyInfoQuery, GetSiteSettingsQuery } from '../../site.contracts';
import { requestDomain } from '../get-site-settings/request-site';
import { SiteRequestQueryDto } from '../get-site-settings/site-request.dto';

@Controller('api')
export class GetCompanyInfoHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('companyinfo.php')
  @Header('Cache-Control', 'public, max-age=300')
  async companyInfo(@Req() request: Request, @Query() query: SiteRequestQueryDto) {
    const site = await this.queryBus.execute(new GetSiteSettingsQuery(requestDomain(request, query.domain)));
    const company = await this.queryBus.execute(new GetCompanyInfoQuery(site.id));
    return {
      name: company.name,
      address: company.address,
      kvk: company.kvk,
      city: company.city,
      country: company.country,
      tradenames: company.tradenames,
      vat_numbers: company.vatNumbers,
      support_phone: company.supportPhone,
      delete_discount: company.deleteDiscount,
    };
  }
}
