import { Command, Query } from '@nestjs/cqrs';
import type { ComplaintOutcome } from '../../../compliance/compliance.contracts';
import type { AdminListPage, AdminListParams } from '../../../shared/admin-list/admin-list-params';
import type { AuditActor } from '../../../shared/audit/audit-trail';
import type { ComplaintAssignee, ComplaintConsoleRow } from './complaint-console-row.response';

/** The complaints list of the console: compliance's rows with the names of the accounts on them. */
export class ListConsoleComplaintsQuery extends Query<AdminListPage<ComplaintConsoleRow>> {
  constructor(readonly params: AdminListParams) {
    super();
  }
}

/** The console accounts a complaint may be assigned to. */
export class ListComplaintAssigneesQuery extends Query<ComplaintAssignee[]> {}

/** Assigns a complaint to an account that handles complaints (400 `invalid_assignee` otherwise), or to nobody. */
export class AssignConsoleComplaintCommand extends Command<ComplaintConsoleRow> {
  constructor(
    readonly complaintId: number,
    readonly assigneeId: number | null,
    readonly actor: AuditActor,
  ) {
    super();
  }
}

/** Resolves or dismisses a complaint with a note for the reporter. */
export class CloseConsoleComplaintCommand extends Command<ComplaintConsoleRow> {
  constructor(
    readonly complaintId: number,
    readonly outcome: ComplaintOutcome,
    readonly note: string,
    readonly actor: AuditActor,
  ) {
    super();
  }
}
