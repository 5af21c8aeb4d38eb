import { Body, Controller, Get, Put, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CurrentMember, type SessionMember } from '../../../shared/http/current-member.decorator';
import { MemberAuthGuard } from '../../../shared/http/member-auth.guard';
import { GetOwnProfileQuery } from '../../queries/get-own-profile/get-own-profile.query';
import { EditProfileCommand } from './edit-profile.command';
import { OwnProfileResponse } from '../../queries/get-own-profile/own-profile.response';

/** The member's own profile: read it, change any of its fields (all or nothing). */
@Controller('api')
@UseGuards(MemberAuthGuard)
export class ProfileHttpController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get('profile.php')
  async show(@CurrentMember() member: SessionMember): Promise<OwnProfileResponse> {
    return { profile: await this.queryBus.execute(new GetOwnProfileQuery(member.id)) };
  }

  @Put('profile.php')
  async update(
    @CurrentMember() member: SessionMember,
    @Body() body: Record<string, unknown>,
  ): Promise<OwnProfileResponse> {
    return { profile: await this.commandBus.execute(new EditProfileCommand(member.id, body ?? {})) };
  }
}
