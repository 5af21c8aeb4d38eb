/** How long a ready archive can be downloaded. */
export const EXPORT_VALID_DAYS = 3;
export const EXPORT_VALID_MS = EXPORT_VALID_DAYS * 24 * 60 * 60 * 1000;

/** Exports a member may request per rolling day (one pending at a time besides). */
export const EXPORTS_PER_DAY = 3;
export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A request within this long of the account's last request answers that export (whatever its state) instead
 * of making a new one, and uses none of the day's requests. Requests fired at once (double clicks, several
 * tabs, a client's retries) arrive within seconds, while a build may finish in 50 ms, before the burst's
 * last request is decided: "one pending export" alone let such a burst make several. A rolling minute, not
 * the calendar minute, so a burst across hh:mm:59.999 is still one; a copy of the data a minute newer holds
 * nothing the member could want (and the web app offers no new request while an export is ready).
 */
export const REPEAT_WINDOW_MS = 60 * 1000;

/** A pending export older than this is taken as lost (its job failed without a trace) and may be replaced. */
export const PENDING_GIVE_UP_MS = 60 * 60 * 1000;

export type DataExportStatus = 'pending' | 'ready' | 'failed';

/** What the member sees of an export. */
export type DataExportState = 'preparing' | 'ready' | 'expired' | 'failed';

export function exportState(
  row: { status: DataExportStatus; expires_at: Date | null; has_archive: boolean },
  now: Date,
): DataExportState {
  if (row.status === 'pending') return 'preparing';
  if (row.status === 'failed') return 'failed';
  return row.expires_at && row.expires_at > now && row.has_archive ? 'ready' : 'expired';
}

/** The download's path under the API (the session decides who may fetch it). */
export function downloadPath(exportId: string): string {
  return `/api/data-export/download.php?id=${exportId}`;
}
