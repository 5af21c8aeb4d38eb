import type { ProfileSummary } from '../../../profiles/profiles.contracts';
import type { CurrentAccountRow } from '../../database/account-reads.repository';

export interface UserView {
  id: number;
  email: string;
  credits: number;
  status: 'not_confirmed' | 'activated';
  paid_user: boolean;
  notifications_disabled: string[];
  language: string;
  fictional_icon: string;
  invisible: boolean;
  created_at: string;
  profile: ProfileSummary | null;
}

/** Built field by field so no column of the account leaks by accident. */
export function toUserView(
  account: CurrentAccountRow,
  profile: ProfileSummary | null,
  fictionalIcon: string,
  credits: number,
): UserView {
  return {
    id: account.id,
    email: account.email,
    credits,
    status: account.status,
    paid_user: account.paid_user,
    notifications_disabled: account.notifications_disabled,
    language: account.language,
    fictional_icon: fictionalIcon,
    invisible: account.invisible,
    created_at: account.created_at.toISOString(),
    profile,
  };
}
