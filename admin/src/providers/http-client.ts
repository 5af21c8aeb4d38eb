import { fetchUtils } from 'react-admin';

/** Every admin API call lives under this prefix (same origin as the console, cookie path /admin). */
export const API_URL = '/admin/api';

/**
 * The one HTTP client of the console. It always sends `X-Request-Type: client` (the server's CSRF guard
 * refuses state-changing requests without it) and the admin session cookie. Errors reject with
 * react-admin's HttpError: `message` is the server's translated message, `body` its JSON
 * (`{ error, message }`), `status` the HTTP status.
 */
export const httpClient = (url: string, options: fetchUtils.Options = {}) => {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  headers.set('X-Request-Type', 'client');
  return fetchUtils.fetchJson(url, { ...options, headers, credentials: 'same-origin' });
};

/** The HTTP status of an error thrown by httpClient, if it has one. */
export const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number'
    ? (error as { status: number }).status
    : undefined;

/** The `error` code of the server's JSON error body, if any. */
export const errorCodeOf = (error: unknown): string | undefined => {
  const body = typeof error === 'object' && error !== null ? (error as { body?: unknown }).body : undefined;
  return typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string'
    ? (body as { error: string }).error
    : undefined;
};

/** True for the answers that mean "no admin session": 401, or 403 `authentication_required`. */
export const isAuthenticationError = (error: unknown): boolean => {
  const status = statusOf(error);
  return status === 401 || (status === 403 && errorCodeOf(error) === 'authentication_required');
};
