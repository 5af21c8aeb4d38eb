import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** POST /api/reset-password.php {email}: mails a link to /reset-password/do?token=…; 404 email_not_found. */
export function requestPasswordReset(email: string): Promise<{ ok: true }> {
  return apiClient.post<{ ok: true }>('/api/reset-password.php', { email }, { retryTooManyRequests: false });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export interface ResetPasswordInput {
  token: string;
  password: string;
  password_confirmation: string;
}

/** POST /api/reset-password-do.php: 400 passwords_differ, 400 link_invalid. */
export function resetPassword(input: ResetPasswordInput): Promise<{ ok: true }> {
  return apiClient.post<{ ok: true }>('/api/reset-password-do.php', input, { retryTooManyRequests: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
