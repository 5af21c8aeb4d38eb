import { Body, Get, Param, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  BanMemberCommand,
  ListMembersQuery,
  MemberAdminRow,
  ResendActivationByAdminCommand,
  ResetLoginLockoutCommand,
  UnbanMemberCommand,
} from '../../../identity/identity.contracts';
import { SetFictionalCommand } from '../../../profiles/profiles.contracts';
import { answerList } from '../../../shared/admin-list/list-request';
import type { AuditActor } from '../../../shared/audit/audit-trail';
import { PostAction } from '../../../shared/http/post-action.decorator';
import { AdminApi, AdminRoles } from '../../auth/admin-auth.guard';
import { auditActor, CurrentAdmin, type CurrentAdminSession } from '../../auth/current-admin.decorator';
import { MemberDetailReader, memberIdOf } from './member-detail.reader';
import { MemberActionResponse, MemberDetail } from './member-detail.response';
import { SetFictionalRequestDto } from './set-fictional.request.dto';

/**
 * The `members` resource: operators everything; moderators list, show, ban and unban; finance list and
 * show. Each action is a command of the owning module (identity, profiles) carrying the admin as its
 * audit actor; the module writes the change and its audit entry in one transaction.
 */
@AdminApi('operator', 'moderator', 'finance')
export class MembersHttpController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
    private readonly detail: MemberDetailReader,
  ) {}

  @Get('members')
  @ApiOkResponse({ type: [MemberAdminRow] })
  list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) response: Response) {
    return answerList('members', query, response, (params) =>
      this.queryBus.execute(new ListMembersQuery(params)),
    );
  }

  @Get('members/:id')
  @ApiOkResponse({ type: MemberDetail })
  one(@Param('id') id: string): Promise<MemberDetail> {
    return this.detail.read(memberIdOf(id));
  }

  @PostAction('members/:id/ban')
  @ApiOkResponse({ type: MemberActionResponse })
  @AdminRoles('operator', 'moderator')
  ban(@Param('id') id: string, @CurrentAdmin() admin: CurrentAdminSession): Promise<MemberActionResponse> {
    return this.act(id, (memberId, actor) => new BanMemberCommand(memberId, actor), admin);
  }

  @PostAction('members/:id/unban')
  @ApiOkResponse({ type: MemberActionResponse })
  @AdminRoles('operator', 'moderator')
  unban(@Param('id') id: string, @CurrentAdmin() admin: CurrentAdminSession): Promise<MemberActionResponse> {
    return this.act(id, (memberId, actor) => new UnbanMemberCommand(memberId, actor), admin);
  }

  @PostAction('members/:id/reset-lockout')
  @ApiOkResponse({ type: MemberActionResponse })
  @AdminRoles('operator')
  resetLockout(
    @Param('id') id: string,
    @CurrentAdmin() admin: CurrentAdminSession,
  ): Promise<MemberActionResponse> {
    return this.act(id, (memberId, actor) => new ResetLoginLockoutCommand(memberId, actor), admin);
  }

  @PostAction('members/:id/resend-activation')
  @ApiOkResponse({ type: MemberActionResponse })
  @AdminRoles('operator')
  async resendActivation(
    @Param('id') id: string,
    @CurrentAdmin() admin: CurrentAdminSession,
  ): Promise<MemberActionResponse> {
    const memberId = memberIdOf(id);
    await this.commandBus.execute(new ResendActivationByAdminCommand(memberId, auditActor(admin)));
    return { changed: true, member: await this.detail.read(memberId) };
  }

  @PostAction('members/:id/fictional')
  @ApiOkResponse({ type: MemberActionResponse })
  @AdminRoles('operator')
  setFictional(
    @Param('id') id: string,
    @Body() body: SetFictionalRequestDto,
    @CurrentAdmin() admin: CurrentAdminSession,
  ): Promise<MemberActionResponse> {
    return this.act(id, (memberId, actor) => new SetFictionalCommand(memberId, body.fictional, actor), admin);
  }

  private async act(
    id: string,
    command: (
      memberId: number,
      actor: AuditActor,
    ) => BanMemberCommand | UnbanMemberCommand | ResetLoginLockoutCommand | SetFictionalCommand,
    admin: CurrentAdminSession,
  ): Promise<MemberActionResponse> {
    const memberId = memberIdOf(id);
    // Each command answers { changed }: the member existed (else 404) and was or was not in that state.
    const { changed } = await this.commandBus.execute(command(memberId, auditActor(admin)));
    return { changed, member: await this.detail.read(memberId) };
  }
}
