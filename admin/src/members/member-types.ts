import type { components } from '../api/schema';

type Schemas = components['schemas'];

/** `GET /admin/api/members` (list). */
export type MemberRow = Schemas['MemberAdminRow'];
/** `GET /admin/api/members/:id`: the account, profile and photos, credits, orders and reports. */
export type MemberDetail = Schemas['MemberDetail'];
/** The answer of a member action (`POST /admin/api/members/:id/<action>`). */
export type MemberActionResponse = Schemas['MemberActionResponse'];
export type MemberReport = Schemas['MemberReport'];
export type MemberPhoto = Schemas['AdminProfilePhoto'];

/** The actions of a member's page, as the admin API names them (and the console's role matrix). */
export const MEMBER_ACTIONS = ['ban', 'unban', 'reset-lockout', 'resend-activation', 'fictional'] as const;
export type MemberAction = (typeof MEMBER_ACTIONS)[number];
