import {
  CommandBus,
  CommandHandler,
  type ICommandHandler,
  type IQueryHandler,
  QueryBus,
  QueryHandler,
} from '@nestjs/cqrs';
import {
  AssignComplaintCommand,
  CloseComplaintCommand,
  ListComplaintsQuery,
} from '../../../compliance/compliance.contracts';
import type { AdminListPage } from '../../../shared/admin-list/admin-list-params';
import { ApiError } from '../../../shared/errors/api-error';
import { ComplaintAssigneesRepository } from '../../database/complaint-assignees.repository';
import type { ComplaintAssignee, ComplaintConsoleRow } from './complaint-console-row.response';
import {
  AssignConsoleComplaintCommand,
  CloseConsoleComplaintCommand,
  ListComplaintAssigneesQuery,
  ListConsoleComplaintsQuery,
} from './console-complaints.messages';

@QueryHandler(ListConsoleComplaintsQuery)
export class ListConsoleComplaintsHandler implements IQueryHandler<ListConsoleComplaintsQuery> {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly assignees: ComplaintAssigneesRepository,
  ) {}

  async execute({ params }: ListConsoleComplaintsQuery): Promise<AdminListPage<ComplaintConsoleRow>> {
    const page = await this.queryBus.execute(new ListComplaintsQuery(params));
    return { rows: await this.assignees.named(page.rows), total: page.total };
  }
}

@QueryHandler(ListComplaintAssigneesQuery)
export class ListComplaintAssigneesHandler implements IQueryHandler<ListComplaintAssigneesQuery> {
  constructor(private readonly assignees: ComplaintAssigneesRepository) {}

  execute(): Promise<ComplaintAssignee[]> {
    return this.assignees.list();
  }
}

@CommandHandler(AssignConsoleComplaintCommand)
export class AssignConsoleComplaintHandler implements ICommandHandler<AssignConsoleComplaintCommand> {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly assignees: ComplaintAssigneesRepository,
  ) {}

  async execute({
    complaintId,
    assigneeId,
    actor,
  }: AssignConsoleComplaintCommand): Promise<ComplaintConsoleRow> {
    if (assigneeId !== null && !(await this.assignees.mayHandle(assigneeId))) {
      throw ApiError.invalidField('admin_id', 'invalid_assignee', 'compliance.invalid_assignee');
    }
    const row = await this.commandBus.execute(new AssignComplaintCommand(complaintId, assigneeId, actor));
    return (await this.assignees.named([row]))[0]!;
  }
}

@CommandHandler(CloseConsoleComplaintCommand)
export class CloseConsoleComplaintHandler implements ICommandHandler<CloseConsoleComplaintCommand> {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly assignees: ComplaintAssigneesRepository,
  ) {}

  async execute({
    complaintId,
    outcome,
    note,
    actor,
  }: CloseConsoleComplaintCommand): Promise<ComplaintConsoleRow> {
    const row = await this.commandBus.execute(new CloseComplaintCommand(complaintId, outcome, note, actor));
    return (await this.assignees.named([row]))[0]!;
  }
}
