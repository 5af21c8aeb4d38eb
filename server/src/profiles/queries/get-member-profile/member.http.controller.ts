import { Controller, Get, Query, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { ApiError } from '../../../shared/errors/api-error';
import { sessionMemberOf } from '../../../shared/http/current-member.decorator';
import { parseId } from '../../../shared/http/ids';
import { MemberAuthGuard } from '../../../shared/http/member-auth.guard';
import { requestSite } from '../../../site/site.contracts';
import { GetLastOpenedQuery } from '../get-last-opened/get-last-opened.query';
import { GetMemberProfileQuery } from './get-member-profile.query';
import { LastOpened } from '../get-last-opened/last-opened.response';
import { MemberProfileResponse } from './member-profile.response';
import { MemberId } from '../../../shared/http/member-api';
import { BusController } from '../../../shared/http/bus-controller';

/** Other members' profile pages (visitors too) and the profile the member opened last. */
@Controller('api')
export class MemberHttpController extends BusController {
  @Get('member.php')
  show(@Req() request: Request, @Query('id') id?: string): Promise<MemberProfileResponse> {
    const profileId = parseId(id);
    if (!profileId) throw ApiError.notFound('member_not_found', 'profiles.member_not_found');
    const viewerId = sessionMemberOf(request)?.id ?? null;
    return this.queryBus.execute(new GetMemberProfileQuery(profileId, viewerId, requestSite(request)));
  }

  @Get('last-opened.php')
  @UseGuards(MemberAuthGuard)
  lastOpened(@MemberId() memberId: number): Promise<LastOpened> {
    return this.queryBus.execute(new GetLastOpenedQuery(memberId));
  }
}
