import { fetchUtils, HttpError } from 'react-admin';

/** Every admin API call lives under this prefix (same origin as the console, cookie path /admin). */
export const API_URL = '/admin/api';

/**
 * The one HTTP client of the console. It always sends `X-Request-Type: client` (the server's CSRF guard
 * refuses state-changing requests without it) and the admin session cookie. Errors reject with
 * react-admin's HttpError: `message` is the server's translated message, `body` its JSON
 * (`{ error, message, fields? }`), `status` the HTTP status. An error naming fields also carries them as
 * react-admin's `errors`, so a form shows each next to its input and the message as the notice.
 */
export const httpClient = (url: string, options: fetchUtils.Options = {}) => {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  headers.set('X-Request-Type', 'client');
  return fetchUtils
    .fetchJson(url, { ...options, headers, credentials: 'same-origin' })
    .catch((error: unknown) => Promise.reject(withFieldErrors(error)));
};

/** `{fields: {name: message}}` as react-admin's submission errors (`root.serverError`: the notice). */
function withFieldErrors(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  const body = error.body as { fields?: unknown; message?: unknown } | null | undefined;
  const fields = body?.fields;
  if (typeof fields !== 'object' || fields === null || !Object.keys(fields).length) return error;
  return new HttpError(error.message, error.status, {
    ...body,
    errors: { ...fields, root: { serverError: error.message } },
  });
}

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
