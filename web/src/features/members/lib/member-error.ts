import { ApiError } from '../../../lib/api-client';

/** Why a profile cannot be shown. */
export type MemberFailure =
  | { kind: 'not_found' }
  /** The member blocked the viewer: the server's (translated) message, "You're blocked by …". */
  | { kind: 'blocked'; message: string }
  | { kind: 'failed' };

export function memberFailureOf(error: unknown): MemberFailure {
  if (error instanceof ApiError) {
    if (error.status === 404 || error.code === 'member_not_found') return { kind: 'not_found' };
    if (error.status === 403 && error.code === 'blocked_by_member')
      return { kind: 'blocked', message: error.message };
  }
  return { kind: 'failed' };
}

/** The member id of a route parameter (a positive whole number), or null. */
export function parseMemberId(param: string | undefined): number | null {
  if (!param || !/^\d{1,9}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 ? id : null;
}
