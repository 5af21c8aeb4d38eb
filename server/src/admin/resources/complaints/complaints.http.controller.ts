import { Body, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import type { ComplaintOutcome } from '../../../compliance/compliance.contracts';
import type { AdminListPage, AdminListParams } from '../../../shared/admin-list/admin-list-params';
import { answerList, answerOne } from '../../../shared/admin-list/list-request';
import { ApiError } from '../../../shared/errors/api-error';
import { BusController } from '../../../shared/http/bus-controller';
import { parseId } from '../../../shared/http/ids';
import { PostAction } from '../../../shared/http/post-action.decorator';
import { AdminApi } from '../../auth/admin-auth.guard';
import { auditActor, CurrentAdmin, type CurrentAdminSession } from '../../auth/current-admin.decorator';
import { AssignComplaintRequestDto, CloseComplaintRequestDto } from './complaint-action.request.dto';
import { ComplaintAssignee, ComplaintConsoleRow } from './complaint-console-row.response';
import {
  AssignConsoleComplaintCommand,
  CloseConsoleComplaintCommand,
  ListComplaintAssigneesQuery,
  ListConsoleComplaintsQuery,
} from './console-complaints.messages';

const notFound = () => ApiError.notFound('complaint_not_found', 'compliance.complaint_not_found');

/** The complaint id from the URL; 404 when it cannot be one. */
function complaintIdOf(id: string): number {
  const parsed = parseId(id);
  if (parsed === null) throw notFound();
  return parsed;
}

/**
 * The complaints resource of the console (moderators and operators): list and show, assign, resolve or
 * dismiss with a note for the reporter. Each write is the compliance module's command, audited there.
 */
@AdminApi('moderator', 'operator')
export class AdminComplaintsHttpController extends BusController {
  @Get('complaints')
  @ApiOkResponse({ type: [ComplaintConsoleRow] })
  list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ComplaintConsoleRow[]> {
    return answerList('complaints', query, response, this.readPage);
  }

  /** The accounts a complaint may be assigned to. */
  @Get('complaints/assignees')
  @ApiOkResponse({ type: [ComplaintAssignee] })
  listAssignees(): Promise<ComplaintAssignee[]> {
    return this.queryBus.execute(new ListComplaintAssigneesQuery());
  }

  @Get('complaints/:id')
  @ApiOkResponse({ type: ComplaintConsoleRow })
  one(@Param('id') id: string): Promise<ComplaintConsoleRow> {
    return answerOne(parseId(id), notFound(), this.readPage);
  }

  @PostAction('complaints/:id/assign')
  @ApiOkResponse({ type: ComplaintConsoleRow })
  assign(
    @Param('id') id: string,
    @Body() body: AssignComplaintRequestDto,
    @CurrentAdmin() admin: CurrentAdminSession,
  ): Promise<ComplaintConsoleRow> {
    return this.commandBus.execute(
      new AssignConsoleComplaintCommand(complaintIdOf(id), body.admin_id, auditActor(admin)),
    );
  }

  @PostAction('complaints/:id/resolve')
  @ApiOkResponse({ type: ComplaintConsoleRow })
  resolve(
    @Param('id') id: string,
    @Body() body: CloseComplaintRequestDto,
    @CurrentAdmin() admin: CurrentAdminSession,
  ): Promise<ComplaintConsoleRow> {
    return this.close(id, 'resolved', body.note, admin);
  }

  @PostAction('complaints/:id/dismiss')
  @ApiOkResponse({ type: ComplaintConsoleRow })
  dismiss(
    @Param('id') id: string,
    @Body() body: CloseComplaintRequestDto,
    @CurrentAdmin() admin: CurrentAdminSession,
  ): Promise<ComplaintConsoleRow> {
    return this.close(id, 'dismissed', body.note, admin);
  }

  private close(
    id: string,
    outcome: ComplaintOutcome,
    note: string,
    admin: CurrentAdminSession,
  ): Promise<ComplaintConsoleRow> {
    return this.commandBus.execute(
      new CloseConsoleComplaintCommand(complaintIdOf(id), outcome, note, auditActor(admin)),
    );
  }

  private readonly readPage = (params: AdminListParams): Promise<AdminListPage<ComplaintConsoleRow>> =>
    this.queryBus.execute(new ListConsoleComplaintsQuery(params));
}
