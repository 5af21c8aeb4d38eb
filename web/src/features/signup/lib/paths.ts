/** Where a finished signup goes when nothing asked to come back somewhere: the members area. */
export const DEFAULT_SIGNUP_RETURN = '/members';

/**
 * Where a finished signup goes: back to `returnTo` (the member whose page the signup started from, the
 * page a login was for), with `api_signup_complete=1` in the query (SPEC §2: the activate reminder is a
 * modal on phones).
 */
export function signupCompletePath(returnTo: string = DEFAULT_SIGNUP_RETURN): string {
  const hashAt = returnTo.indexOf('#');
  const path = hashAt === -1 ? returnTo : returnTo.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : returnTo.slice(hashAt);
  return `${path}${path.includes('?') ? '&' : '?'}api_signup_complete=1${hash}`;
}
