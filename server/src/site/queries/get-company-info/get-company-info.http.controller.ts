import { Controller, Get, Header, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { GetCompanyInfoQuery, GetSiteSettingsQuery } from '../../site.contracts';
import { requestDomain } from '../get-site-settings/request-site';
import { SiteRequestQueryDto } from '../get-site-settings/site-request.dto';
import { CompanyInfoResponse } from './company-info.response';
import { BusController } from '../../../shared/http/bus-controller';

@Controller('api')
export class GetCompanyInfoHttpController extends BusController {
  @Get('companyinfo.php')
  @Header('Cache-Control', 'public, max-age=300')
  async companyInfo(
    @Req() request: Request,
    @Query() query: SiteRequestQueryDto,
  ): Promise<CompanyInfoResponse> {
    const site = await this.queryBus.execute(new GetSiteSettingsQuery(requestDomain(request, query.domain)));
    return this.queryBus.execute(new GetCompanyInfoQuery(site.id));
  }
}
