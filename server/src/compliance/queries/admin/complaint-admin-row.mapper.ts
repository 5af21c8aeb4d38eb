import type { ComplaintListRecord } from '../../database/complaint.record';
import type { ComplaintAdminRow } from './complaint-admin-row.response';

export function toComplaintAdminRow(row: ComplaintListRecord): ComplaintAdminRow {
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    source: row.source,
    reporter_id: row.reporter_id,
    target_profile_id: row.target_profile_id,
    target_name: row.target_name,
    target_photo_id: row.target_photo_id,
    target_message_id: row.target_message_id,
    message_text: row.message_text,
    remarks: row.remarks,
    reports_against: row.reports_against,
    open_reports_against: row.open_reports_against,
    assignee_id: row.assignee_id,
    note: row.note,
    handled_by: row.handled_by,
    handled_at: row.handled_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
