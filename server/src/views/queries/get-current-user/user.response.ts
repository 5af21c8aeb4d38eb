import type { CurrentAccountRow } from '../../../identity/identity.contracts';
import type { ProfileSummary } from '../../../profiles/profiles.contracts';

/** The `user` object of SPEC §3: the logged-in member's account, credits and own profile. */
export class UserResponse {
  id: number;
  email: string;
  credits: number;
  status: 'not_confirmed' | 'activated';
  paid_user: boolean;
  /** Why e-mail notifications are off (`bounce`, `fbl`, `listunsubscribe`); empty when they are on. */
  notifications_disabled: string[];
  language: string;
  fictional_icon: string;
  invisible: boolean;
  created_at: string;
  profile: ProfileSummary | null;
}

/** `{user}`: null for a visitor (GET user.php), else the member. */
export class UserAnswer {
  user: UserResponse | null;
}

/** Built field by field so no column of the account leaks by accident. */
export function toUserResponse(
  account: CurrentAccountRow,
  profile: ProfileSummary | null,
  fictionalIcon: string,
  credits: number,
): UserResponse {
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
