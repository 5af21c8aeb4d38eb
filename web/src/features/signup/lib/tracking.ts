import { session, type SimpleStorage } from '../../../lib/storage';

/** The tracking data of a signup (SPEC §3): where the visitor came from. */
export const TRACKING_KEYS = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;
export type TrackingKey = (typeof TRACKING_KEYS)[number];
export type Tracking = Partial<Record<TrackingKey, string>>;

export const TRACKING_STORAGE_KEY = 'signup-tracking';
const MAX_LENGTH = 100;

/** The tracking parameters of a URL query (`?network=x&ref=y&sub1=…`); empty values are left out. */
export function trackingFromQuery(search: string): Tracking {
  const params = new URLSearchParams(search);
  const tracking: Tracking = {};
  for (const key of TRACKING_KEYS) {
    const value = params.get(key)?.trim();
    if (value) tracking[key] = value.slice(0, MAX_LENGTH);
  }
  return tracking;
}

export function readTracking(storage: SimpleStorage = session): Tracking {
  const raw = storage.getItem(TRACKING_STORAGE_KEY);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return {};
    const tracking: Tracking = {};
    for (const key of TRACKING_KEYS) {
      const value = (parsed as Record<string, unknown>)[key];
      if (typeof value === 'string' && value) tracking[key] = value;
    }
    return tracking;
  } catch {
    return {};
  }
}

/**
 * On arrival: tracking parameters in the query are kept in sessionStorage so they survive navigation
 * until the signup. A new arrival with tracking parameters replaces what was kept; one without keeps it.
 * Returns the tracking data in force.
 */
export function captureTracking(search: string, storage: SimpleStorage = session): Tracking {
  const fromQuery = trackingFromQuery(search);
  if (Object.keys(fromQuery).length === 0) return readTracking(storage);
  storage.setItem(TRACKING_STORAGE_KEY, JSON.stringify(fromQuery));
  return fromQuery;
}

/** A traffic source is present when the visitor came with a network or a ref (SPEC §5). */
export function hasTrafficSource(tracking: Tracking): boolean {
  return !!(tracking.network || tracking.ref);
}
