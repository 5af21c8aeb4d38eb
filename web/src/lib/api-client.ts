/**
 * The one HTTP client of the web app. Every call to the server goes through `apiClient`.
 *
 * - sends `X-Request-Type: client` (the server's CSRF guard) and `Accept: application/json`
 * - a `FormData` body goes as multipart, anything else as JSON
 * - cookies of the same origin (the session cookie) go along
 * - retries network errors, 5xx and 429 up to 5 times with an exponential delay
 * - turns error responses (`{ error, message }`) into a typed `ApiError`
 * - a 403 `authentication_required` from any path but /api/user.php calls the registered
 *   `onAuthenticationRequired` handler (which logs the member out); so does a 403 `account_banned`
 *   from any path, user.php included (the handler then opens the ban page /pages/ban)
 */

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** How often a failed request (network error, 5xx, 429) is repeated. Default 5. */
  retries?: number;
  /**
   * Whether a 429 is repeated too (default true). Rate-limited writes (login, signup, resend) turn it
   * off: their 429 is the server's answer ("account blocked for 15 min."), to be shown at once.
   */
  retryTooManyRequests?: boolean;
  /**
   * Error codes that are the server's last word even as a 5xx, thrown at once instead of repeated (an
   * order whose payment the provider could not start is failed: a repeat would only answer it again).
   */
  finalErrors?: readonly string[];
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly fields?: Record<string, string>;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export const NETWORK_ERROR = 'network_error';
export const AUTHENTICATION_REQUIRED = 'authentication_required';
/** A banned member's session or login (the ban page SPEC §2 applies). */
export const ACCOUNT_BANNED = 'account_banned';
export const USER_PATH = '/api/user.php';
export const MAX_RETRIES = 5;
export const BASE_RETRY_DELAY_MS = 250;

export interface ApiClientOptions {
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  /** Delay before retry number `attempt` (0 based). */
  retryDelay?: (attempt: number) => number;
  maxRetries?: number;
}

export type AuthenticationRequiredHandler = (error: ApiError) => void;

export const defaultRetryDelay = (attempt: number): number => BASE_RETRY_DELAY_MS * 2 ** attempt;

const defaultSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values as QueryValue[]) {
      if (item === undefined || item === null) continue;
      params.append(key, String(item));
    }
  }
  const qs = params.toString();
  if (!qs) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${qs}`;
}

/** The path part of a request path (`/api/user.php?push=1` → `/api/user.php`). */
export function pathOf(path: string): string {
  const end = path.search(/[?#]/);
  return end === -1 ? path : path.slice(0, end);
}

export function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === 429;
}

/** True when this error should log the member out (SPEC §8), or show a banned member the ban page. */
export function isAuthenticationFailure(path: string, error: ApiError): boolean {
  if (error.status !== 403) return false;
  if (error.code === ACCOUNT_BANNED) return true;
  return error.code === AUTHENTICATION_REQUIRED && pathOf(path) !== USER_PATH;
}

async function errorFromResponse(response: Response): Promise<ApiError> {
  let code = `http_${response.status}`;
  let message = response.statusText || `Request failed with status ${response.status}`;
  let fields: Record<string, string> | undefined;
  try {
    const text = await response.text();
    if (text) {
      const body: unknown = JSON.parse(text);
      if (body && typeof body === 'object') {
        const b = body as { error?: unknown; message?: unknown; fields?: unknown };
        if (typeof b.error === 'string') code = b.error;
        if (typeof b.message === 'string') message = b.message;
        else if (Array.isArray(b.message)) message = b.message.join(' ');
        if (b.fields && typeof b.fields === 'object') fields = b.fields as Record<string, string>;
      }
    }
  } catch {
    // not JSON: keep the status based code and message
  }
  return new ApiError(response.status, code, message, fields);
}

async function parseBody<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(response.status, 'invalid_response', 'The server sent an invalid response.');
  }
}

/** Server messages come back in the language the app shows (kept on <html lang> by i18n). */
function currentLanguageHeader(): Record<string, string> {
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return language ? { 'Accept-Language': language } : {};
}

/** Whether the answer carries one of `codes` (read from a copy: the body is still read when thrown). */
async function isFinalError(response: Response, codes: readonly string[] | undefined): Promise<boolean> {
  if (!codes?.length) return false;
  return codes.includes((await errorFromResponse(response.clone())).code);
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export function createApiClient(options: ApiClientOptions = {}) {
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const sleep = options.sleep ?? defaultSleep;
  const retryDelay = options.retryDelay ?? defaultRetryDelay;
  const maxRetries = options.maxRetries ?? MAX_RETRIES;
  let authHandler: AuthenticationRequiredHandler | null = null;

  async function request<T>(method: HttpMethod, path: string, opts: RequestOptions = {}): Promise<T> {
    const url = buildUrl(path, opts.query);
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Request-Type': 'client',
      ...currentLanguageHeader(),
      ...opts.headers,
    };
    let body: BodyInit | undefined;
    if (typeof FormData !== 'undefined' && opts.body instanceof FormData) {
      // multipart: the browser sets Content-Type with its boundary
      body = opts.body;
    } else if (opts.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    const retries = opts.retries ?? maxRetries;
    const retryTooManyRequests = opts.retryTooManyRequests ?? true;

    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await doFetch(url, {
          method,
          headers,
          body,
          credentials: 'same-origin',
          signal: opts.signal,
        });
      } catch (error) {
        if (isAbort(error)) throw error;
        if (attempt < retries) {
          await sleep(retryDelay(attempt));
          continue;
        }
        throw new ApiError(0, NETWORK_ERROR, error instanceof Error ? error.message : 'Network error');
      }

      if (response.ok) return parseBody<T>(response);

      const retryable =
        isRetryableStatus(response.status) && (response.status !== 429 || retryTooManyRequests);
      if (retryable && attempt < retries && !(await isFinalError(response, opts.finalErrors))) {
        await sleep(retryDelay(attempt));
        continue;
      }

      const error = await errorFromResponse(response);
      if (authHandler && isAuthenticationFailure(path, error)) authHandler(error);
      throw error;
    }
  }

  return {
    request,
    get: <T>(path: string, opts?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, opts),
    post: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('POST', path, { ...opts, body }),
    put: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('PUT', path, { ...opts, body }),
    patch: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('PATCH', path, { ...opts, body }),
    delete: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('DELETE', path, { ...opts, body }),
    /** Registers the handler for a lost session; returns a function that removes it. */
    onAuthenticationRequired(handler: AuthenticationRequiredHandler): () => void {
      authHandler = handler;
      return () => {
        if (authHandler === handler) authHandler = null;
      };
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

export const apiClient: ApiClient = createApiClient();
