import { Controller, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { sessionMemberOf } from '../../../shared/http/current-member.decorator';
import { normaliseHost } from '../../../site/site.contracts';
import { SearchMembersQuery } from './search-members.query';
import { SearchResponse } from './search.response';
import { BusController } from '../../../shared/http/bus-controller';
import { GetNoStore } from '../../../shared/http/get-no-store.decorator';

/** Search for members and visitors (visitors as the site's logged_out_search settings allow). */
@Controller('api')
export class SearchHttpController extends BusController {
  @GetNoStore('search.php')
  search(@Req() request: Request, @Query() query: Record<string, unknown>): Promise<SearchResponse> {
    const memberId = sessionMemberOf(request)?.id;
    const trafficSource = !!(query.network || query.ref);
    const searcher = memberId
      ? { memberId }
      : { host: normaliseHost(request.hostname), trafficSource, ip: request.ip ?? '' };
    return this.queryBus.execute(new SearchMembersQuery(searcher, query));
  }
}
