import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Client, type Notification } from 'pg';
import { AppConfigService } from '../config/app-config.service';

/** The channel the trigger of db/migrations/…-row-change-notices.ts sends `<table>:<key>` on. */
export const ROW_CHANGES_CHANNEL = 'kindred_row_changes';
const SETTLE_PREFIX = 'settle:';
/** How the connection shows in pg_stat_activity. */
export const ROW_CHANGES_APPLICATION_NAME = 'kindred-row-changes';
const CONNECT_TIMEOUT_MS = 1500;
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 10_000;

/** What a cache does with the notices of the tables it watches. */
export interface RowChangeListener {
  changed(key: number): void;
  clear(): void;
}

/**
 * One PostgreSQL connection per instance that LISTENs for row-change notices and hands each to the read
 * caches watching that table. PostgreSQL sends a notice only after its transaction commits, in commit
 * order, to every instance. While the connection is down a notice could be missed, so `live` is false,
 * the caches are emptied and serve nothing until it is back.
 */
@Injectable()
export class RowChangeFeed implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(RowChangeFeed.name);
  private readonly listeners = new Map<string, RowChangeListener[]>();
  private readonly settling = new Map<string, () => void>();
  /** The last settle notice sent on the listening client: the next waits for it. */
  private notifying: Promise<unknown> = Promise.resolve();
  private client: Client | null = null;
  private connected = false;
  private stopped = false;
  private reconnectDelayMs = RECONNECT_MIN_MS;
  private reconnectTimer: NodeJS.Timeout | null = null;

  constructor(private readonly config: AppConfigService) {}

  /** True while notices arrive: only then may a cache serve what it holds. */
  get live(): boolean {
    return this.connected;
  }

  watch(table: string, listener: RowChangeListener): void {
    this.listeners.set(table, [...(this.listeners.get(table) ?? []), listener]);
  }

  async onModuleInit(): Promise<void> {
    await this.connect();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.lose();
    await this.client?.end().catch(() => undefined);
  }

  /**
   * Resolves once every change committed before the call has reached the caches of this instance (a
   * notice of our own is delivered after those, in commit order). For writes made outside the app's
   * repositories, such as tests writing rows directly, before they read through the app again.
   */
  async settle(): Promise<void> {
    const client = this.client;
    if (!this.connected || !client) return;
    const token = randomUUID();
    const arrived = new Promise<void>((resolve) => this.settling.set(token, resolve));
    // One statement at a time on the listening client (pg 9 refuses a query while one runs)
    const notified = this.notifying.then(() =>
      client.query('SELECT pg_notify($1, $2)', [ROW_CHANGES_CHANNEL, SETTLE_PREFIX + token]),
    );
    this.notifying = notified.catch(() => undefined);
    try {
      await notified;
    } catch {
      this.settling.delete(token); // the connection went: the caches were emptied with it
      return;
    }
    await arrived;
  }

  private async connect(): Promise<void> {
    const client = new Client({
      connectionString: this.config.get('DATABASE_URL'),
      application_name: ROW_CHANGES_APPLICATION_NAME,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    client.on('notification', (notice) => this.deliver(notice));
    client.on('error', () => this.dropped(client));
    client.on('end', () => this.dropped(client));
    this.client = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${ROW_CHANGES_CHANNEL}`);
    } catch {
      this.dropped(client);
      return;
    }
    if (this.client !== client || this.stopped) return;
    if (this.reconnectDelayMs > RECONNECT_MIN_MS)
      this.logger.log('row-change notices are back: read caches on');
    this.connected = true;
    this.reconnectDelayMs = RECONNECT_MIN_MS;
  }

  private dropped(client: Client): void {
    if (this.client !== client) return;
    if (this.connected) this.logger.warn('row-change notices lost: read caches off until they are back');
    this.lose();
    this.client = null;
    client.end().catch(() => undefined);
    if (this.stopped) return;
    this.reconnectTimer = setTimeout(() => void this.connect(), this.reconnectDelayMs);
    this.reconnectTimer.unref();
    this.reconnectDelayMs = Math.min(this.reconnectDelayMs * 2, RECONNECT_MAX_MS);
  }

  private lose(): void {
    this.connected = false;
    for (const listeners of this.listeners.values()) listeners.forEach((listener) => listener.clear());
    for (const resolve of this.settling.values()) resolve();
    this.settling.clear();
  }

  private deliver({ payload = '' }: Notification): void {
    if (payload.startsWith(SETTLE_PREFIX)) {
      const token = payload.slice(SETTLE_PREFIX.length);
      this.settling.get(token)?.();
      this.settling.delete(token);
      return;
    }
    const separator = payload.lastIndexOf(':');
    const key = Number(payload.slice(separator + 1));
    if (separator < 0 || !Number.isSafeInteger(key)) return;
    this.listeners.get(payload.slice(0, separator))?.forEach((listener) => listener.changed(key));
  }
}
