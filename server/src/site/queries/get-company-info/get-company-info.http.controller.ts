import { Controller, Get, Header, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { GetCompanyInfoQuery } from '../../site.contracts';
import { requestDomain } from '../get-site-settings/request-site';
import { SiteRequestQueryDto } from '../get-site-settings/site-request.dto';
import { CompanyInfoResponse } from './company-info.response';
import { BusController } from '../../../shared/http/bus-controller';

@Controller('api')
export class GetCompanyInfoHttpController extends BusController {
  @Get('companyinfo.php')
  @Header('Cache-Control', 'public, max-age=300')
  companyInfo(@Req() request: Request, @Query() query: SiteRequestQueryDto): Promise<CompanyInfoResponse> {
    return this.queryBus.execute(new GetCompanyInfoQuery(requestDomain(request, query.domain)));
  }
}
