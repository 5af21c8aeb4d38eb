import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { ApiError } from '../../../shared/errors/api-error';
import {
  DAY_MS,
  type DataExportStatus,
  EXPORT_VALID_MS,
  EXPORTS_PER_DAY,
  PENDING_GIVE_UP_MS,
  REPEAT_WINDOW_MS,
} from '../domain/data-export-rules';

/** An export without its archive. */
export interface DataExportRow {
  id: string;
  account_id: number;
  status: DataExportStatus;
  requested_at: Date;
  ready_at: Date | null;
  expires_at: Date | null;
  size_bytes: number | null;
  has_archive: boolean;
}

const COLUMNS = `id, account_id, status, requested_at, ready_at, expires_at, size_bytes, archive IS NOT NULL AS has_archive`;

/** `data_exports`: the members' export requests and their archives. */
@Injectable()
export class DataExportsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * The account's pending export, else its export requested within REPEAT_WINDOW_MS (any state), else a
   * new one, at most EXPORTS_PER_DAY in a rolling day (429 past it; an export answered again uses none).
   * All of it is decided under the account's advisory lock, held until the transaction commits: requests at
   * once queue on it, and each sees what the one before it committed (READ COMMITTED: every statement after
   * the lock reads anew), so a burst makes one export even when it is built before the last request gets
   * the lock. The unique index backs up "one pending". A pending export older than PENDING_GIVE_UP_MS is
   * marked failed first.
   */
  request(accountId: number): Promise<{ row: DataExportRow; created: boolean }> {
    const now = this.clock.now();
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('data-export'), $1)`, [accountId]);
      await manager.query(
        `UPDATE data_exports SET status = 'failed' WHERE account_id = $1 AND status = 'pending' AND requested_at < $2`,
        [accountId, new Date(now.getTime() - PENDING_GIVE_UP_MS)],
      );
      const [current] = (await manager.query(
        `SELECT ${COLUMNS} FROM data_exports WHERE account_id = $1 AND (status = 'pending' OR requested_at > $2)
          ORDER BY status = 'pending' DESC, requested_at DESC, ready_at DESC NULLS FIRST, id LIMIT 1`,
        [accountId, new Date(now.getTime() - REPEAT_WINDOW_MS)],
      )) as DataExportRow[];
      if (current) return { row: current, created: false };
      const [{ n }] = (await manager.query(
        `SELECT count(*)::int AS n FROM data_exports WHERE account_id = $1 AND requested_at > $2`,
        [accountId, new Date(now.getTime() - DAY_MS)],
      )) as [{ n: number }];
      if (n >= EXPORTS_PER_DAY) {
        throw new ApiError(429, 'data_export_limit', 'dataExport.limit_reached', { count: EXPORTS_PER_DAY });
      }
      const [row] = (await manager.query(
        `INSERT INTO data_exports (id, account_id, requested_at) VALUES ($1, $2, $3) RETURNING ${COLUMNS}`,
        [randomUUID(), accountId, now],
      )) as DataExportRow[];
      return { row: row!, created: true };
    });
  }

  /**
   * The account's newest export. Requests in the same millisecond (a clock that stands still) are ordered
   * by what happened last: the pending one, else the one finished last, so a finished older export never
   * hides a newer one still being built.
   */
  async latest(accountId: number): Promise<DataExportRow | null> {
    const [row] = (await this.dataSource.query(
      `SELECT ${COLUMNS} FROM data_exports WHERE account_id = $1
        ORDER BY requested_at DESC, ready_at DESC NULLS FIRST, id LIMIT 1`,
      [accountId],
    )) as DataExportRow[];
    return row ?? null;
  }

  async find(id: string): Promise<DataExportRow | null> {
    const [row] = (await this.dataSource.query(`SELECT ${COLUMNS} FROM data_exports WHERE id = $1`, [
      id,
    ])) as DataExportRow[];
    return row ?? null;
  }

  /** The archive of one of the account's exports. */
  async archive(id: string, accountId: number): Promise<Buffer | null> {
    const [row] = (await this.dataSource.query(
      `SELECT archive FROM data_exports WHERE id = $1 AND account_id = $2`,
      [id, accountId],
    )) as { archive: Buffer | null }[];
    return row?.archive ?? null;
  }

  /** Stores a pending export's archive; false when the export is no longer pending (or gone: erased). */
  async complete(id: string, archive: Uint8Array): Promise<{ expiresAt: Date } | null> {
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + EXPORT_VALID_MS);
    const [, affected] = (await this.dataSource.query(
      `UPDATE data_exports SET status = 'ready', archive = $2, size_bytes = $3, ready_at = $4, expires_at = $5
        WHERE id = $1 AND status = 'pending'`,
      [id, Buffer.from(archive), archive.byteLength, now, expiresAt],
    )) as [unknown, number];
    return affected ? { expiresAt } : null;
  }

  async fail(id: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE data_exports SET status = 'failed' WHERE id = $1 AND status = 'pending'`,
      [id],
    );
  }

  /** Drops the archives past their expiry (the rows stay, so the member sees `expired`). */
  async dropExpired(): Promise<number> {
    const [, affected] = (await this.dataSource.query(
      `UPDATE data_exports SET archive = NULL WHERE archive IS NOT NULL AND expires_at <= $1`,
      [this.clock.now()],
    )) as [unknown, number];
    return affected;
  }
}

/** Erasure: every export of the account, archives included. */
export async function eraseDataExportsOf(manager: EntityManager, accountId: number): Promise<void> {
  await manager.query(`DELETE FROM data_exports WHERE account_id = $1`, [accountId]);
}
