export type CreditsBadgeTone = 'warning' | 'danger';

/** SPEC §2: the credits badge shows only at 10 credits or less: a warning from 1 to 10, danger at 0. */
export function creditsBadgeTone(credits: number | null | undefined): CreditsBadgeTone | null {
  if (credits === null || credits === undefined || credits > 10) return null;
  return credits <= 0 ? 'danger' : 'warning';
}

/** Routes on which the installed app shows a back button (SPEC §2). */
export const BACK_BUTTON_ROUTES: readonly string[] = [
  'members-id',
  'likes-type',
  'likes-m-id',
  'credits',
  'credits-id-paymentmethod',
];

export function showBackButton(
  standalone: boolean,
  routeName: string | null | undefined,
  historyLength: number,
) {
  return standalone && !!routeName && BACK_BUTTON_ROUTES.includes(routeName) && historyLength > 1;
}
