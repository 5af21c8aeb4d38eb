import { apiClient } from '../../../lib/api-client';

/** The part of the `user` object the settings work with; the app keeps the whole object. */
export interface AccountUser {
  id: number;
  email?: string;
  language: string | null;
  invisible?: boolean;
}

/** PUT /api/user.php {language?, invisible?} → {user} (logged in). */
export function updateAccount(changes: {
  language?: string;
  invisible?: boolean;
}): Promise<{ user: AccountUser }> {
  return apiClient.put<{ user: AccountUser }>('/api/user.php', changes);
}

/** POST /api/password.php {old_password, new_password}: 400 old_password_wrong. */
export function changePassword(input: { old_password: string; new_password: string }): Promise<{ ok: true }> {
  return apiClient.post<{ ok: true }>('/api/password.php', input, { retryTooManyRequests: false });
}

/**
 * POST /api/mail-change.php {email, password}: mails a link to /mail-change/do to the new address;
 * 400 password_wrong when the current password does not match.
 */
export function requestMailChange(input: { email: string; password: string }): Promise<{ ok: true }> {
  return apiClient.post<{ ok: true }>('/api/mail-change.php', input, { retryTooManyRequests: false });
}

/** POST /api/mail-change-do.php {token} → {user} (when the session is that member's) or {ok: true}. */
export function confirmMailChange(token: string): Promise<{ user?: AccountUser; ok?: true }> {
  return apiClient.post<{ user?: AccountUser; ok?: true }>(
    '/api/mail-change-do.php',
    { token },
    { retries: 0 },
  );
}

/** The reasons to leave (SPEC §3). */
export const DELETE_REASONS = [
  'price',
  'found_someone',
  'not_looking',
  'site_problems',
  'no_members',
  'time',
  'other',
] as const;
export type DeleteReason = (typeof DELETE_REASONS)[number];

/** POST /api/delete-account.php {reason, remarks?}: the session ends; a reactivation link is e-mailed. */
export function deleteAccount(input: { reason: DeleteReason; remarks?: string }): Promise<{ ok: true }> {
  return apiClient.post<{ ok: true }>('/api/delete-account.php', input, { retries: 0 });
}
