import { Controller, Get, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { Locale } from '../../../shared/i18n/messages';
import { RequestLocale } from '../../../shared/i18n/request-locale';
import { ListInterestsQuery } from '../../profiles.contracts';
import { ListInterestsRequestDto } from './list-interests.request.dto';
import { InterestsResponse } from './interests.response';
import { BusController } from '../../../shared/http/bus-controller';

const ONE_HOUR_SECONDS = 3600;

@Controller('api')
export class ListInterestsHttpController extends BusController {
  @Get('interests.php')
  async interests(
    @Query() query: ListInterestsRequestDto,
    @RequestLocale() requestLocale: Locale,
    @Res({ passthrough: true }) response: Response,
  ): Promise<InterestsResponse> {
    // With ?language= the URL names the answer, so any cache may keep it. Without, the language comes
    // from the session (the member's saved language), which no HTTP cache can see: never reuse it.
    if (query.language) response.setHeader('Cache-Control', `public, max-age=${ONE_HOUR_SECONDS}`);
    else {
      response.setHeader('Cache-Control', 'private, no-cache');
      response.setHeader('Vary', 'Accept-Language, Cookie');
    }
    const locale = query.language ?? requestLocale;
    const interests = await this.queryBus.execute(new ListInterestsQuery());
    return {
      interests: interests.map((interest) => ({
        id: interest.id,
        slug: interest.slug,
        name: interest.labels[locale] ?? interest.labels.en ?? interest.slug,
      })),
    };
  }
}
