/** The account as the session check and user.php read it (AccountReadsRepository, AccountRowCache). */

export interface SessionCheckRow {
  session_epoch: number;
  deleted: boolean;
  /** Banned by an operator or moderator: the session check ends the session with account_banned. */
  banned: boolean;
}

/** The columns of CurrentAccountRow; the accounts trigger must watch each (member-read-cache.test.ts checks). */
export const CURRENT_COLUMNS = `id, site_id, email, status, paid_user, notifications_disabled, rtrim(language) AS language,
  invisible, created_at`;

export interface CurrentAccountRow {
  id: number;
  site_id: number;
  email: string;
  status: 'not_confirmed' | 'activated';
  paid_user: boolean;
  notifications_disabled: string[];
  language: string;
  invisible: boolean;
  created_at: Date;
}
