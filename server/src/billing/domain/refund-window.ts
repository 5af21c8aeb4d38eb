const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment a purchase paid at `paidAt` can be taken back (SPEC §3 refund_days). */
export function refundableUntil(paidAt: Date, refundDays: number): Date {
  return new Date(paidAt.getTime() + refundDays * DAY_MS);
}

export function withinRefundWindow(paidAt: Date, refundDays: number, now: Date): boolean {
  return now.getTime() <= refundableUntil(paidAt, refundDays).getTime();
}
