import { Command, Query } from '@nestjs/cqrs';
import type { AdminListPage, AdminListParams } from '../shared/admin-list/admin-list-params';
import type { AuditActor } from '../shared/audit/audit-trail';
import { ComplaintAdminRow } from './queries/admin/complaint-admin-row.response';

export { ComplaintAdminRow };

export const COMPLAINT_REASONS = [
  'fake_profile',
  'inappropriate_photo',
  'harassment',
  'spam',
  'underage',
  'scam',
  'other',
] as const;
export type ComplaintReason = (typeof COMPLAINT_REASONS)[number];

/** open until a moderator resolves it (acted on) or dismisses it (nothing to act on). */
export const COMPLAINT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

/** How a moderator closes a complaint. */
export const COMPLAINT_OUTCOMES = ['resolved', 'dismissed'] as const;
export type ComplaintOutcome = (typeof COMPLAINT_OUTCOMES)[number];

/** Where a complaint came from: the /complaints form, or a report from a profile or a chat. */
export const COMPLAINT_SOURCES = ['form', 'report'] as const;
export type ComplaintSource = (typeof COMPLAINT_SOURCES)[number];

/** The longest note a moderator leaves for the reporter. */
export const COMPLAINT_NOTE_MAX = 2000;

export interface NewComplaint {
  reporterId: number;
  targetProfileId: number;
  targetPhotoId: number | null;
  reason: ComplaintReason;
  remarks: string;
  /** Filled in by the handler when not given: the reported member's name as it is now. */
  targetName?: string;
  targetMessageId?: number | null;
  /** The message's text as the reporter saw it. */
  messageText?: string | null;
  source?: ComplaintSource;
}

/** Files a report about a profile or one of its photos for the moderators; answers its id. */
export class CreateComplaintCommand extends Command<{ id: number }> {
  constructor(readonly complaint: NewComplaint) {
    super();
  }
}

/** The filters and sort fields of the console's complaints list (docs/api.md "Complaints"). */
export const COMPLAINT_LIST_FILTERS = [
  'id',
  'status',
  'reason',
  'source',
  'assignee_id',
  'target_profile_id',
  'reporter_id',
] as const;
export const COMPLAINT_SORT_FIELDS = ['id', 'created_at', 'updated_at', 'reports_against'] as const;

/** A page of complaints for the moderators (`GET /admin/api/complaints`). */
export class ListComplaintsQuery extends Query<AdminListPage<ComplaintAdminRow>> {
  constructor(readonly params: AdminListParams) {
    super();
  }
}

/**
 * Assigns an open complaint to a console account (`assigneeId`), or back to nobody (null); audited as
 * `complaints.assign`. Answers the complaint as it is now; 404 `complaint_not_found`, 409
 * `complaint_closed` once resolved or dismissed.
 */
export class AssignComplaintCommand extends Command<ComplaintAdminRow> {
  constructor(
    readonly complaintId: number,
    readonly assigneeId: number | null,
    readonly actor: AuditActor,
  ) {
    super();
  }
}

/**
 * Resolves or dismisses an open complaint with a note the reporter sees; audited as `complaints.resolve`
 * or `complaints.dismiss`. Only the first of concurrent calls closes it; the others get 409
 * `complaint_closed`.
 */
export class CloseComplaintCommand extends Command<ComplaintAdminRow> {
  constructor(
    readonly complaintId: number,
    readonly outcome: ComplaintOutcome,
    readonly note: string,
    readonly actor: AuditActor,
  ) {
    super();
  }
}

/** A member's own complaints as /complaints shows them (also for the data export). */
export { ListOwnComplaintsQuery } from './queries/list-own-complaints/list-own-complaints.query';
export type { OwnComplaint } from './queries/list-own-complaints/own-complaint.response';
// ── Members in the admin console ─────────────────────────────────────────────────────────────────────
export { ListMemberReportsQuery } from './queries/list-member-reports/list-member-reports.query';
import { MemberReport, MemberReports } from './queries/list-member-reports/member-report.response';
export { MemberReport, MemberReports };
