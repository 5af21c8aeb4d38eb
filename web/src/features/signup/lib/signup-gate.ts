import { hasTrafficSource, type Tracking } from './tracking';

export type SignupsSetting = 'all' | 'with_trafficsource' | 'none' | string | null | undefined;

/**
 * SPEC §5: signups are allowed when the site setting `signups` is 'all', or 'with_trafficsource' with a
 * traffic source present. Otherwise the site is invite-only.
 */
export function signupsOpen(setting: SignupsSetting, tracking: Tracking): boolean {
  if (setting === 'all') return true;
  if (setting === 'with_trafficsource') return hasTrafficSource(tracking);
  return false;
}
