import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AuditTrail } from '../../../shared/audit/audit-trail';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { CloseComplaintCommand, type ComplaintAdminRow } from '../../compliance.contracts';
import { ComplaintsRepository } from '../../database/complaints.repository';
import { toComplaintAdminRow } from '../../queries/admin/complaint-admin-row.mapper';
import { auditedState, openComplaint } from '../complaint-rules';

const ACTIONS = { resolved: 'complaints.resolve', dismissed: 'complaints.dismiss' } as const;

/**
 * A moderator resolves or dismisses an open complaint with a note the reporter sees. The row lock makes
 * concurrent calls queue: the first closes it (and is audited), the others find it closed (409).
 */
@CommandHandler(CloseComplaintCommand)
export class CloseComplaintHandler implements ICommandHandler<CloseComplaintCommand> {
  constructor(
    private readonly complaints: ComplaintsRepository,
    private readonly audit: AuditTrail,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ complaintId, outcome, note, actor }: CloseComplaintCommand): Promise<ComplaintAdminRow> {
    return this.complaints.transaction(async (manager) => {
      const before = openComplaint(await this.complaints.lock(manager, complaintId));
      const after = await this.complaints.change(
        manager,
        complaintId,
        {
          status: outcome,
          note: note.trim(),
          handledBy: actor.adminId,
          // Whoever closes it has it: an unassigned complaint becomes theirs.
          assigneeId: before.assignee_id ?? actor.adminId,
        },
        this.clock.now(),
      );
      await this.audit.record(manager, {
        actor,
        action: ACTIONS[outcome],
        resource: 'complaints',
        recordId: complaintId,
        before: auditedState(before),
        after: auditedState(after),
      });
      return toComplaintAdminRow(await this.complaints.listed(manager, complaintId));
    });
  }
}
