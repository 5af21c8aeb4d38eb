import { Controller, Get, Header, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { selectCountry } from '../../domain/selected-country';
import { GetSiteSettingsQuery } from '../../site.contracts';
import { siteLocale } from '../../../shared/i18n/request-locale';
import { geoipCountry, requestDomain } from './request-site';
import { SiteRequestQueryDto } from './site-request.dto';
import { ApiExtraModels } from '@nestjs/swagger';
import { MinimumMessageCostResponse, SiteSettingsResponse, toSettingsResponse } from './settings.response';
import { BusController } from '../../../shared/http/bus-controller';

@Controller('api')
@ApiExtraModels(MinimumMessageCostResponse)
export class GetSiteSettingsHttpController extends BusController {
  @Get('settings.php')
  // Revalidated on every load (an ETag makes it cheap): an operator's change reaches members within seconds.
  @Header('Cache-Control', 'private, no-cache')
  // The profile notes come in the member's language (session or `lang` cookie) or the asked-for one.
  @Header('Vary', 'Host, X-Country-Code, CF-IPCountry, Cookie, Accept-Language')
  async settings(
    @Req() request: Request,
    @Query() query: SiteRequestQueryDto,
  ): Promise<SiteSettingsResponse> {
    const site = await this.queryBus.execute(new GetSiteSettingsQuery(requestDomain(request, query.domain)));
    const country = geoipCountry(request);
    return toSettingsResponse(
      site,
      country,
      selectCountry(site.countries, country, query.country),
      siteLocale(request, site.domainLanguage),
    );
  }
}
