import type { ReportInput, ReportReason } from '../api/report-member';

/** The body of POST /api/report.php: remarks trimmed and left out when empty, the photo only when given. */
export function reportPayload(
  target: { memberId: number; photoId?: number },
  reason: ReportReason,
  remarks: string,
): ReportInput {
  const payload: ReportInput = { id: target.memberId, reason };
  if (target.photoId !== undefined) payload.photo_id = target.photoId;
  const text = remarks.trim();
  if (text) payload.remarks = text;
  return payload;
}
