import * as redis from 'redis';

/** node-redis (sessions, rate limits, caches): offline, closed or too slow. */
const REDIS_OUTAGES = [
  redis.ClientClosedError,
  redis.ClientOfflineError,
  redis.ConnectionTimeoutError,
  redis.DisconnectsClientError,
  redis.ReconnectStrategyError,
  redis.SocketClosedUnexpectedlyError,
  redis.SocketTimeoutError,
  redis.TimeoutError,
];

/** ioredis (Bull queues) reports its outages by message only. */
const IOREDIS_OUTAGE_MESSAGES = [
  "Stream isn't writeable and enableOfflineQueue options is false",
  'Command timed out',
  'Connection is closed.',
  'Reached the max retries per request limit',
];

/** pg and the network: the server cannot be reached or dropped the connection. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
const PG_OUTAGE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/**
 * True when an error means PostgreSQL or Redis is unreachable (not that the request was wrong):
 * such failures answer 503 `service_unavailable` at once instead of a 500 or a hang.
 */
export function isOutage(error: unknown): boolean {
  // Duck-typed: errors made by Node itself may come from another realm (jest's sandbox).
  if (typeof error !== 'object' || error === null) return false;
  if (REDIS_OUTAGES.some((type) => error instanceof type)) return true;
  const {
    code,
    driverError,
    message: text,
  } = error as { code?: unknown; driverError?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || isPgUnavailableState(code))) return true;
  const message = typeof text === 'string' ? text : '';
  if (IOREDIS_OUTAGE_MESSAGES.some((known) => message.startsWith(known))) return true;
  if (PG_OUTAGE_MESSAGES.some((known) => message.includes(known))) return true;
  if (driverError && driverError !== error) return isOutage(driverError);
  const errors = (error as { errors?: unknown }).errors; // AggregateError of a dual-stack connect
  return Array.isArray(errors) && errors.some(isOutage);
}

/**
 * SQLSTATE class 08 (connection exception), 57P01–57P03 (server shutting down or starting),
 * 53300 (too many connections).
 */
function isPgUnavailableState(code: string): boolean {
  return /^08[0-9A-Z]{3}$/.test(code) || ['57P01', '57P02', '57P03', '53300'].includes(code);
}

/** Connection errors of a dual-stack host come as an AggregateError with an empty message. */
export function reason(error: Error): string {
  const inner = (error as { errors?: Error[] }).errors?.[0];
  return error.message || inner?.message || (error as { code?: string }).code || error.name;
}
