import { Controller, Get, Header, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { requestLocale } from '../../../shared/i18n/request-locale';
import { ListInterestsQuery } from '../../profiles.contracts';

@Controller('api')
export class ListInterestsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('interests.php')
  @Header('Cache-Control', 'public, max-age=3600')
  @Header('Vary', 'Accept-Language, Cookie')
  async interests(@Req() request: Request) {
    const locale = requestLocale(request);
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
