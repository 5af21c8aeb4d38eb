import { ApiError } from '../../shared/errors/api-error';
import type { ComplaintRecord } from '../database/complaint.record';

/** The complaint when it exists and is still open: 404 `complaint_not_found`, 409 `complaint_closed`. */
export function openComplaint(complaint: ComplaintRecord | null): ComplaintRecord {
  if (!complaint) throw ApiError.notFound('complaint_not_found', 'compliance.complaint_not_found');
  if (complaint.status !== 'open') {
    throw new ApiError(409, 'complaint_closed', 'compliance.complaint_closed');
  }
  return complaint;
}

/** What the audit log keeps of a complaint's handling (the reporter's text stays in the complaint). */
export function auditedState(complaint: ComplaintRecord) {
  return {
    status: complaint.status,
    assignee_id: complaint.assignee_id,
    note: complaint.note,
    handled_by: complaint.handled_by,
  };
}
