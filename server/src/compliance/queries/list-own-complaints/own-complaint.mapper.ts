import type { ComplaintRecord } from '../../database/complaint.record';
import type { OwnComplaint } from './own-complaint.response';

/** A complaint as its reporter sees it: no moderator ids, the note only once it is closed. */
export function toOwnComplaint(row: ComplaintRecord): OwnComplaint {
  return {
    id: row.id,
    member: { id: row.target_profile_id, name: row.target_name },
    message:
      row.target_message_id === null ? null : { id: row.target_message_id, text: row.message_text ?? '' },
    photo_id: row.target_photo_id,
    reason: row.reason,
    text: row.remarks,
    status: row.status,
    note: row.status === 'open' ? null : row.note,
    source: row.source,
    created_at: row.created_at.toISOString(),
    handled_at: row.handled_at?.toISOString() ?? null,
  };
}
