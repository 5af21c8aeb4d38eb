import { Controller, Get, Header, Query, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { sessionMemberOf } from '../../../shared/http/current-member.decorator';
import { normaliseHost } from '../../../site/site.contracts';
import { SearchMembersQuery } from './search-members.query';
import { SearchResponse } from './search.response';

/** Search for members and visitors (visitors as the site's logged_out_search settings allow). */
@Controller('api')
export class SearchHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('search.php')
  @Header('Cache-Control', 'no-store')
  search(@Req() request: Request, @Query() query: Record<string, unknown>): Promise<SearchResponse> {
    const memberId = sessionMemberOf(request)?.id;
    const trafficSource = !!(query.network || query.ref);
    const searcher = memberId ? { memberId } : { host: normaliseHost(request.hostname), trafficSource };
    return this.queryBus.execute(new SearchMembersQuery(searcher, query));
  }
}
