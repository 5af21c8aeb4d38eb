/** What the activate reminder needs to know about the member (the `user` object). */
export interface ReminderUser {
  status: string;
  notifications_disabled?: readonly string[] | null;
  profile?: { status?: string | null } | null;
}

/** Routes on which the activate reminder never shows: signup, settings and notifications (SPEC §2). */
export const ACTIVATE_REMINDER_HIDDEN_ROUTES: readonly string[] = [
  'signup',
  'members-id-signup',
  'complete-signup',
  'settings',
  'notifications',
];

export const SIGNUP_COMPLETE_PARAM = 'api_signup_complete';

export interface ActivateReminderInput {
  /** null for a visitor, undefined while loading */
  user: ReminderUser | null | undefined;
  routeName: string | null | undefined;
  /** The query of the current URL. */
  search: string;
  smartphone: boolean;
  /** The member closed the modal: the reminder goes on as an alert. */
  modalDismissed?: boolean;
}

export type ActivateReminderMode = 'modal' | 'alert' | null;

/**
 * SPEC §2: the activate reminder shows when logged in, the status is not_confirmed, the profile status
 * is disabled, no notifications are disabled and the route is not signup, settings or notifications.
 * It is a modal when the query has api_signup_complete on a smartphone, otherwise an alert.
 */
export function activateReminderMode({
  user,
  routeName,
  search,
  smartphone,
  modalDismissed = false,
}: ActivateReminderInput): ActivateReminderMode {
  if (!user) return null;
  if (user.status !== 'not_confirmed') return null;
  if (user.profile?.status !== 'disabled') return null;
  if ((user.notifications_disabled ?? []).length > 0) return null;
  if (routeName && ACTIVATE_REMINDER_HIDDEN_ROUTES.includes(routeName)) return null;
  const afterSignup = new URLSearchParams(search).has(SIGNUP_COMPLETE_PARAM);
  return afterSignup && smartphone && !modalDismissed ? 'modal' : 'alert';
}
