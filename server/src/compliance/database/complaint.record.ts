import type { ComplaintReason, ComplaintSource, ComplaintStatus } from '../compliance.contracts';

/** A row of `complaints` as the reads select it (COMPLAINT_COLUMNS). */
export interface ComplaintRecord {
  id: number;
  status: ComplaintStatus;
  reason: ComplaintReason;
  source: ComplaintSource;
  reporter_id: number;
  target_profile_id: number;
  target_name: string;
  target_photo_id: number | null;
  target_message_id: number | null;
  message_text: string | null;
  remarks: string;
  assignee_id: number | null;
  note: string;
  handled_by: number | null;
  handled_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export const COMPLAINT_COLUMNS = `id, status, reason, source, reporter_id, target_profile_id, target_name,
  target_photo_id, target_message_id, message_text, remarks, assignee_id, note, handled_by, handled_at,
  created_at, updated_at`;

/** A complaint with the count of complaints against the same member, for the moderators' list. */
export interface ComplaintListRecord extends ComplaintRecord {
  reports_against: number;
  open_reports_against: number;
}
