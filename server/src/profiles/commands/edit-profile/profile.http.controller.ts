import { Body, Get, Put } from '@nestjs/common';
import { GetOwnProfileQuery } from '../../queries/get-own-profile/get-own-profile.query';
import { EditProfileCommand } from './edit-profile.command';
import { OwnProfileResponse } from '../../queries/get-own-profile/own-profile.response';
import { MemberApi, MemberId } from '../../../shared/http/member-api';
import type { UncheckedBody } from '../../../shared/http/unchecked-body';
import { BusController } from '../../../shared/http/bus-controller';

/** The member's own profile: read it, change any of its fields (all or nothing). */
@MemberApi()
export class ProfileHttpController extends BusController {
  @Get('profile.php')
  async show(@MemberId() memberId: number): Promise<OwnProfileResponse> {
    return { profile: await this.queryBus.execute(new GetOwnProfileQuery(memberId)) };
  }

  @Put('profile.php')
  async update(@MemberId() memberId: number, @Body() body: UncheckedBody): Promise<OwnProfileResponse> {
    return { profile: await this.commandBus.execute(new EditProfileCommand(memberId, body ?? {})) };
  }
}
