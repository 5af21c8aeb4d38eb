import { Body, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import { answerList, answerOne } from '../../shared/admin-list/list-request';
import type { AdminListParams } from '../../shared/admin-list/admin-list-params';
import { BusController } from '../../shared/http/bus-controller';
import { parseId } from '../../shared/http/ids';
import { PostAction } from '../../shared/http/post-action.decorator';
import { AdminApi } from '../auth/admin-auth.guard';
import { auditActor, CurrentAdmin, type CurrentAdminSession } from '../auth/current-admin.decorator';
import { adminNotFound } from './admin-account.errors';
import {
  CreateAdminAccountRequestDto,
  ResetAdminPasswordRequestDto,
  UpdateAdminAccountRequestDto,
} from './admin-account.request.dto';
import { AdminAccountRow } from './admin-account-row.response';
import { CreateAdminAccountCommand } from './commands/create-admin-account/create-admin-account.command';
import { ResetAdminPasswordCommand } from './commands/reset-admin-password/reset-admin-password.command';
import { ResetAdminTotpCommand } from './commands/reset-admin-totp/reset-admin-totp.command';
import { UpdateAdminAccountCommand } from './commands/update-admin-account/update-admin-account.command';
import { ListAdminAccountsQuery } from './queries/list-admin-accounts.query';

/** The id in the URL, or 404 (a malformed id names no account). */
function accountId(id: string): number {
  const parsed = parseId(id);
  if (parsed === null) throw adminNotFound();
  return parsed;
}

/** The `admins` resource (super-admins only): ra-data-simple-rest list, show, create and update. */
@AdminApi('super_admin')
export class AdminAccountsHttpController extends BusController {
  @Get('admins')
  @ApiOkResponse({ type: [AdminAccountRow] })
  list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminAccountRow[]> {
    return answerList('admins', query, response, this.readPage);
  }

  @Get('admins/:id')
  one(@Param('id') id: string): Promise<AdminAccountRow> {
    return answerOne(parseId(id), adminNotFound(), this.readPage);
  }

  @Post('admins')
  create(
    @CurrentAdmin() admin: CurrentAdminSession,
    @Body() body: CreateAdminAccountRequestDto,
  ): Promise<AdminAccountRow> {
    return this.commandBus.execute(
      new CreateAdminAccountCommand(auditActor(admin), body.email, body.name, body.role, body.password),
    );
  }

  @Put('admins/:id')
  update(
    @CurrentAdmin() admin: CurrentAdminSession,
    @Param('id') id: string,
    @Body() body: UpdateAdminAccountRequestDto,
  ): Promise<AdminAccountRow> {
    return this.commandBus.execute(
      new UpdateAdminAccountCommand(auditActor(admin), accountId(id), {
        name: body.name,
        role: body.role,
        disabled: body.disabled,
      }),
    );
  }

  @PostAction('admins/:id/reset-password')
  resetPassword(
    @CurrentAdmin() admin: CurrentAdminSession,
    @Param('id') id: string,
    @Body() body: ResetAdminPasswordRequestDto,
  ): Promise<AdminAccountRow> {
    return this.commandBus.execute(
      new ResetAdminPasswordCommand(auditActor(admin), accountId(id), body.password),
    );
  }

  @PostAction('admins/:id/reset-totp')
  resetTotp(@CurrentAdmin() admin: CurrentAdminSession, @Param('id') id: string): Promise<AdminAccountRow> {
    return this.commandBus.execute(new ResetAdminTotpCommand(auditActor(admin), accountId(id)));
  }

  private readonly readPage = (params: AdminListParams) =>
    this.queryBus.execute(new ListAdminAccountsQuery(params));
}
