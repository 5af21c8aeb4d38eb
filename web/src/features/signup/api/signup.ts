import type { Schemas } from '../../../api/types';
import { apiClient } from '../../../lib/api-client';
import type { SignupPayload } from '../lib/steps';

/** The part of the `user` object the signup works with; the app keeps the whole object. */
export interface SignupUser {
  id: number;
  email?: string;
  status: string;
  notifications_disabled: string[];
  profile: { status?: string | null; name?: string } | null;
}

/**
 * POST /api/signup.php?validate=1 with the fields of a step: 200 {ok: true} or 400 with `fields`
 * (the spec's messages, translated). Nothing is stored.
 */
export function validateSignup(fields: Record<string, unknown>): Promise<{ ok: true }> {
  return apiClient.post<{ ok: true }>('/api/signup.php', fields, {
    query: { validate: 1 },
    retryTooManyRequests: false,
  });
}

/** POST /api/signup.php: 201 {user}, logged in (session cookie). */
export function createAccount(payload: SignupPayload): Promise<{ user: SignupUser }> {
  return apiClient.post<{ user: SignupUser }>('/api/signup.php', payload, { retryTooManyRequests: false });
}

export type SignupPhoto = Schemas['AddedPhoto'];

/** POST /api/signup-photo.php, multipart field `photo` (JPEG, PNG or WebP, at most 10 MB). */
export function uploadSignupPhoto(file: File): Promise<Schemas['AddedPhotoResponse']> {
  const form = new FormData();
  form.append('photo', file);
  return apiClient.post<Schemas['AddedPhotoResponse']>('/api/signup-photo.php', form, {
    retryTooManyRequests: false,
  });
}

/** POST /api/activate-resend.php: mails the activation link again; 429 when asked too often. */
export function resendActivation(): Promise<{ ok: true }> {
  return apiClient.post<{ ok: true }>('/api/activate-resend.php', undefined, { retryTooManyRequests: false });
}
