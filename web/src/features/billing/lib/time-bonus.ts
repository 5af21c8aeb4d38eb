import { readTimestamp, type SimpleStorage } from '../../../lib/storage';

/** SPEC §2: the members area, where the time-bonus banner and modal show. */
export const MEMBERS_AREA_ROUTES: readonly string[] = [
  'members',
  'members-id',
  'chats',
  'likes',
  'likes-m-id',
  'premium',
];

/** SPEC §9: the modal opens after 40 seconds in the members area. */
export const TIME_BONUS_MODAL_DELAY_MS = 40_000;

export function isInMembersArea(routeName: string | null | undefined): boolean {
  return !!routeName && MEMBERS_AREA_ROUTES.includes(routeName);
}

/** The part of the time bonus (GET /api/timebonus.php) that decides whether it shows. */
export interface TimeBonusState {
  expires: string;
  status: string;
  expired: boolean;
}

/** SPEC §3 isVisible: an active bonus with time left (`remaining`: ms until `expires`, see countdown.ts). */
export function isTimeBonusVisible(bonus: TimeBonusState | null | undefined, remaining: number): boolean {
  if (!bonus || bonus.status !== 'active' || bonus.expired) return false;
  return remaining > 0;
}

export interface TimeBonusModalInput {
  /** null for a visitor, undefined while loading */
  user: { credits: number } | null | undefined;
  visible: boolean;
  dismissed: boolean;
  /** 40 seconds spent in the members area */
  delayPassed: boolean;
}

/** SPEC §2: a logged-in member with 0 credits, the bonus visible, not dismissed, after the delay. */
export function shouldOpenTimeBonusModal({ user, visible, dismissed, delayPassed }: TimeBonusModalInput) {
  return !!user && user.credits === 0 && visible && !dismissed && delayPassed;
}

/** Where the dismissal is kept (SPEC §4: "dismissing the time-bonus modal stores it as hidden"), per member. */
export function timeBonusDismissedKey(userId: number): string {
  return `time-bonus-dismissed:${userId}`;
}

export function isTimeBonusDismissed(storage: SimpleStorage, userId: number): boolean {
  return readTimestamp(storage, timeBonusDismissedKey(userId)) !== null;
}

export function dismissTimeBonus(storage: SimpleStorage, userId: number, now: number = Date.now()): void {
  storage.setItem(timeBonusDismissedKey(userId), String(now));
}
