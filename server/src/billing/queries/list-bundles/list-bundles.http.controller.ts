import { Controller, Get, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { sessionMemberOf } from '../../../shared/http/current-member.decorator';
import type { Locale } from '../../../shared/i18n/messages';
import { RequestLocale } from '../../../shared/i18n/request-locale';
import { geoipCountry, requestSite } from '../../../site/site.contracts';
import { BundlesResponse } from '../../http/bundles.response';
import { ListBundlesQuery } from './list-bundles.query';
import { BusController } from '../../../shared/http/bus-controller';

/** The credit bundles with local prices (visitors: /pricing; members: /credits with their discount). */
@Controller('api')
export class BundlesHttpController extends BusController {
  @Get('bundles.php')
  bundles(
    @Req() request: Request,
    @RequestLocale() locale: Locale,
    @Query('country') chosen?: string,
  ): Promise<BundlesResponse> {
    return this.queryBus.execute(
      new ListBundlesQuery(
        requestSite(request),
        sessionMemberOf(request)?.id ?? null,
        geoipCountry(request),
        chosen,
        locale,
      ),
    );
  }
}
