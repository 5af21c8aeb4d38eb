import { Controller, Get, Query, Req, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Request } from 'express';
import type { Repository } from 'typeorm';
import { ApiError } from '../../../shared/errors/api-error';
import {
  CurrentMember,
  sessionMemberOf,
  type SessionMember,
} from '../../../shared/http/current-member.decorator';
import { parseId } from '../../../shared/http/ids';
import { MemberAuthGuard } from '../../../shared/http/member-auth.guard';
import { GetSiteSettingsQuery, normaliseHost } from '../../../site/site.contracts';
import { ProfileEntity } from '../../database/profile.entity';
import { MemberProfileReader } from './member-profile.reader';

/** Other members' profile pages (visitors too) and the profile the member opened last. */
@Controller('api')
export class MemberHttpController {
  constructor(
    private readonly reader: MemberProfileReader,
    private readonly queryBus: QueryBus,
    @InjectRepository(ProfileEntity) private readonly profiles: Repository<ProfileEntity>,
  ) {}

  @Get('member.php')
  async show(@Req() request: Request, @Query('id') id?: string) {
    const profileId = parseId(id);
    if (!profileId) throw ApiError.notFound('member_not_found', 'profiles.member_not_found');
    const site = await this.queryBus.execute(new GetSiteSettingsQuery(normaliseHost(request.hostname)));
    return this.reader.read(profileId, sessionMemberOf(request)?.id ?? null, site);
  }

  @Get('last-opened.php')
  @UseGuards(MemberAuthGuard)
  async lastOpened(@CurrentMember() member: SessionMember) {
    const profile = await this.profiles.findOneBy({ id: member.id });
    return {
      profile_id: profile?.lastOpenedProfileId ?? null,
      opened_at: profile?.lastOpenedAt?.toISOString() ?? null,
    };
  }
}
