import { Body, Get, Param, Query, Res } from '@nestjs/common';
import { QueryBus, CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  AssignComplaintCommand,
  CloseComplaintCommand,
  type ComplaintOutcome,
  ListComplaintsQuery,
} from '../../../compliance/compliance.contracts';
import type { AdminListPage, AdminListParams } from '../../../shared/admin-list/admin-list-params';
import { answerList, answerOne } from '../../../shared/admin-list/list-request';
import { ApiError } from '../../../shared/errors/api-error';
import { parseId } from '../../../shared/http/ids';
import { PostAction } from '../../../shared/http/post-action.decorator';
import { AdminApi } from '../../auth/admin-auth.guard';
import { auditActor, CurrentAdmin, type CurrentAdminSession } from '../../auth/current-admin.decorator';
import { AssignComplaintRequestDto, CloseComplaintRequestDto } from './complaint-action.request.dto';
import { ComplaintAssignees } from './complaint-assignees';
import { ComplaintAssignee, ComplaintConsoleRow } from './complaint-console-row.response';

const notFound = () => ApiError.notFound('complaint_not_found', 'compliance.complaint_not_found');

/**
 * The complaints resource of the console (moderators and operators): list and show, assign, resolve or
 * dismiss with a note for the reporter. Each write is the compliance module's command, audited there.
 */
@AdminApi('moderator', 'operator')
export class AdminComplaintsHttpController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
    private readonly assignees: ComplaintAssignees,
  ) {}

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
    return this.assignees.list();
  }

  @Get('complaints/:id')
  @ApiOkResponse({ type: ComplaintConsoleRow })
  one(@Param('id') id: string): Promise<ComplaintConsoleRow> {
    return answerOne(parseId(id), notFound(), this.readPage);
  }

  @PostAction('complaints/:id/assign')
  @ApiOkResponse({ type: ComplaintConsoleRow })
  async assign(
    @Param('id') id: string,
    @Body() body: AssignComplaintRequestDto,
    @CurrentAdmin() admin: CurrentAdminSession,
  ): Promise<ComplaintConsoleRow> {
    const complaintId = parseId(id);
    if (complaintId === null) throw notFound();
    if (body.admin_id !== null && !(await this.assignees.mayHandle(body.admin_id))) {
      throw ApiError.invalidField('admin_id', 'invalid_assignee', 'compliance.invalid_assignee');
    }
    const row = await this.commandBus.execute(
      new AssignComplaintCommand(complaintId, body.admin_id, auditActor(admin)),
    );
    const [named] = await this.assignees.named([row]);
    return named!;
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

  private async close(
    id: string,
    outcome: ComplaintOutcome,
    note: string,
    admin: CurrentAdminSession,
  ): Promise<ComplaintConsoleRow> {
    const complaintId = parseId(id);
    if (complaintId === null) throw notFound();
    const row = await this.commandBus.execute(
      new CloseComplaintCommand(complaintId, outcome, note, auditActor(admin)),
    );
    const [named] = await this.assignees.named([row]);
    return named!;
  }

  private readonly readPage = async (
    params: AdminListParams,
  ): Promise<AdminListPage<ComplaintConsoleRow>> => {
    const page = await this.queryBus.execute(new ListComplaintsQuery(params));
    return { rows: await this.assignees.named(page.rows), total: page.total };
  };
}
