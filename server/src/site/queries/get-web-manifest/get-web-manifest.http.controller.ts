import { Controller, Get, Header, Req } from '@nestjs/common';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import type { Request } from 'express';
import { BusController } from '../../../shared/http/bus-controller';
import { siteLocale } from '../../../shared/i18n/request-locale';
import { webManifestOf, type WebManifest } from '../../domain/web-manifest';
import { GetSiteSettingsQuery } from '../../site.contracts';
import { requestDomain } from '../get-site-settings/request-site';

@Controller('api')
export class GetWebManifestHttpController extends BusController {
  /** Linked from index.html; the browser fetches it without the member's session. */
  @Get('manifest.webmanifest')
  @ApiExcludeEndpoint()
  @Header('Content-Type', 'application/manifest+json; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  // The description is in the visitor's language, as the settings' texts (the lang cookie, else the site's).
  @Header('Vary', 'Host, Cookie, Accept-Language')
  async manifest(@Req() request: Request): Promise<WebManifest> {
    const site = await this.queryBus.execute(new GetSiteSettingsQuery(requestDomain(request)));
    return webManifestOf(site, siteLocale(request, site.domainLanguage));
  }
}
