import type { AuthProvider, UserIdentity } from 'react-admin';
import { roleCanAccess } from '../auth/access';
import { API_URL, httpClient, isAuthenticationError } from './http-client';
import type { AdminAccount } from './types';

/**
 * The admin currently signed in, as last answered by the server: a promise so that concurrent callers
 * (checkAuth, getIdentity, getPermissions on the same render) share one `GET /me`.
 * `null` inside means "known to be signed out".
 */
let current: Promise<AdminAccount | null> | undefined;

const fetchMe = (): Promise<AdminAccount | null> => {
  const request = httpClient(`${API_URL}/me`).then(
    ({ json }) => json as AdminAccount,
    (error: unknown) => {
      if (isAuthenticationError(error)) return null;
      throw error;
    },
  );
  current = request;
  // A network failure must not stick: the next call asks again.
  request.catch(() => {
    if (current === request) current = undefined;
  });
  return request;
};

const me = (): Promise<AdminAccount | null> => current ?? fetchMe();

/** The admin as the server answered after a change of the account (TOTP turned on or off). */
export const refreshIdentity = (account: AdminAccount): void => {
  current = Promise.resolve(account);
};

/** Reject value that sends the visitor to the login page without a "please log in" notification. */
const signedOut = () => Promise.reject({ message: false });

export const authProvider: AuthProvider = {
  async login(params: { email?: string; username?: string; password?: string; code?: string }) {
    const email = params.email ?? params.username ?? '';
    const password = params.password ?? '';
    // An account with a second factor is answered 401 `totp_required` first; the form then asks the code.
    const code = params.code || undefined;
    // On a wrong pair the server answers 401 { error: 'invalid_credentials', message }: the HttpError
    // thrown here carries that translated message, which the login form shows as it is.
    const { json } = await httpClient(`${API_URL}/login`, {
      method: 'POST',
      body: JSON.stringify({ email, password, code }),
    });
    current = Promise.resolve(json as AdminAccount);
  },

  async logout() {
    const known = current ? await current.catch(() => undefined) : undefined;
    current = Promise.resolve(null);
    // Nothing to tell the server when it already said there is no session.
    if (known === null) return;
    try {
      await httpClient(`${API_URL}/logout`, { method: 'POST' });
    } catch {
      // The session is gone or the server is unreachable: either way the console shows the login page.
    }
  },

  async checkAuth() {
    // Always asks the server (a session may expire or be revoked at any time).
    const account = await fetchMe();
    if (!account) return signedOut();
  },

  async checkError(error: unknown) {
    if (isAuthenticationError(error)) {
      current = Promise.resolve(null);
      return signedOut();
    }
    // Any other error (including a 403 for a role that may not do something) keeps the admin signed in;
    // react-admin shows its message.
  },

  async getIdentity(): Promise<UserIdentity> {
    const account = await me();
    if (!account) return signedOut();
    return {
      id: account.id,
      fullName: account.name,
      email: account.email,
      role: account.role,
      totp_enabled: account.totp_enabled,
      totp_enrolment_required: account.totp_enrolment_required,
    };
  },

  async getPermissions() {
    const account = await me();
    // Resolving (not rejecting) while signed out keeps the login page quiet.
    return account?.role;
  },

  /** Hides what the admin's role may not use (menu entries, pages, buttons); see auth/access.ts. */
  async canAccess({ resource, action }: { resource: string; action: string }) {
    const account = await me();
    return roleCanAccess(account?.role, resource, action);
  },
};
