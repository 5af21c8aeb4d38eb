import type { DeleteReason } from '../api/account';

/** What POST /api/delete-account.php gets: remarks only when written (they belong to 'other'). */
export function deleteAccountPayload(
  reason: DeleteReason,
  remarks: string,
): { reason: DeleteReason; remarks?: string } {
  const text = remarks.trim();
  return reason === 'other' && text ? { reason, remarks: text } : { reason };
}
