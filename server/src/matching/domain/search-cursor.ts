/**
 * Where a search stands between two pages. The order is (score desc, hour of activity desc, distance asc,
 * member id asc); `after` is the key of the last member shown. `snapshotAt` is when the search began:
 * later pages read the index as it was then, so no member repeats or goes missing when members join or
 * change in between (docs/architecture.md, Search).
 */
export interface SearchCursor {
  snapshotAt: number;
  numResults: number;
  after: SearchKey;
}

export interface SearchKey {
  score: number;
  /** ISO 8601, UTC, on the hour */
  activeHour: string;
  distanceM: number;
  memberId: number;
}

/** A cursor older than this is refused (the index keeps old versions of members that long, and more). */
export const CURSOR_LIFETIME_MS = 12 * 60 * 60 * 1000;

export function encodeCursor(cursor: SearchCursor): string {
  const { snapshotAt, numResults, after } = cursor;
  const payload = [1, snapshotAt, numResults, after.score, after.activeHour, after.distanceM, after.memberId];
  return Buffer.from(JSON.stringify(payload)).toString('base64url');
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** The largest PostgreSQL integer (int4). */
const INT4_MAX = 2_147_483_647;

/**
 * The score, distance and member id go back to PostgreSQL as int4 parameters (the member id and the
 * computed score and distance are int4): a larger one fails the statement, so it is no cursor of ours.
 */
const isInt4Count = (value: unknown): value is number => isCount(value) && value <= INT4_MAX;

/** The cursor, or null when it is not one this server made (or it has expired at `now`). */
export function decodeCursor(text: string, now: number): SearchCursor | null {
  if (text.length > 200 || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(payload) || payload.length !== 7 || payload[0] !== 1) return null;
  const [, snapshotAt, numResults, score, activeHour, distanceM, memberId] = payload as unknown[];
  if (![snapshotAt, numResults].every(isCount)) return null;
  if (![score, distanceM, memberId].every(isInt4Count)) return null;
  if (typeof activeHour !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:00:00\.000Z$/.test(activeHour))
    return null;
  if (Number.isNaN(Date.parse(activeHour))) return null;
  const at = snapshotAt as number;
  if (at > now + 60_000 || now - at > CURSOR_LIFETIME_MS) return null;
  return {
    snapshotAt: at,
    numResults: numResults as number,
    after: {
      score: score as number,
      activeHour,
      distanceM: distanceM as number,
      memberId: memberId as number,
    },
  };
}
