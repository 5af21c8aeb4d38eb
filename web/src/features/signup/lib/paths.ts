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

/** Right after signup, with nowhere asked to come back to: suggested members to like at once. */
export const SIGNUP_MATCHES_PATH = '/signup-matches';

/**
 * Where the signup's last step goes: the suggestions when the signup would go to the members area (they
 * lead on there with `signupCompletePath()`), else straight back to the page it started from.
 */
export function signupFinishPath(returnTo: string = DEFAULT_SIGNUP_RETURN): string {
  return returnTo === DEFAULT_SIGNUP_RETURN ? SIGNUP_MATCHES_PATH : signupCompletePath(returnTo);
}
