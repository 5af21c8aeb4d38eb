/** A member's account as the console lists it (`GET /admin/api/members`). Never a secret. */
export class MemberAdminRow {
  id: number;
  site_id: number;
  email: string;
  /** The profile name (identity's copy). */
  name: string;
  status: 'not_confirmed' | 'activated';
  language: string;
  paid_user: boolean;
  invisible: boolean;
  banned: boolean;
  banned_at: Date | null;
  deleted_at: Date | null;
  created_at: Date;
  last_login_at: Date | null;
}

/** One member's account with the state of its login lock (`GET /admin/api/members/:id`). */
export class MemberAccountDetail extends MemberAdminRow {
  /** Failed logins counted in the current 15-minute window. */
  failed_logins: number;
  /** While the account is locked after too many failures; null otherwise. */
  locked_until: Date | null;
}
