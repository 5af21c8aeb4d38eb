import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AuditTrail } from '../../../shared/audit/audit-trail';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { AssignComplaintCommand, type ComplaintAdminRow } from '../../compliance.contracts';
import { ComplaintsRepository } from '../../database/complaints.repository';
import { toComplaintAdminRow } from '../../queries/admin/complaint-admin-row.mapper';
import { auditedState, openComplaint } from '../complaint-rules';

/** A moderator takes an open complaint (or gives it to another, or back to nobody); audited with the change. */
@CommandHandler(AssignComplaintCommand)
export class AssignComplaintHandler implements ICommandHandler<AssignComplaintCommand> {
  constructor(
    private readonly complaints: ComplaintsRepository,
    private readonly audit: AuditTrail,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ complaintId, assigneeId, actor }: AssignComplaintCommand): Promise<ComplaintAdminRow> {
    return this.complaints.transaction(async (manager) => {
      const before = openComplaint(await this.complaints.lock(manager, complaintId));
      if (before.assignee_id !== assigneeId) {
        const after = await this.complaints.change(manager, complaintId, { assigneeId }, this.clock.now());
        await this.audit.record(manager, {
          actor,
          action: 'complaints.assign',
          resource: 'complaints',
          recordId: complaintId,
          before: auditedState(before),
          after: auditedState(after),
        });
      }
      return toComplaintAdminRow(await this.complaints.listed(manager, complaintId));
    });
  }
}
