import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { AdminListParams } from '../../shared/admin-list/admin-list-params';
import {
  type AdminListSource,
  anyOf,
  equalTo,
  invalidFilter,
  positiveInteger,
  readAdminList,
} from '../../shared/admin-list/list-params';

/** A discount code as the console shows it, with how many orders used it. */
export interface DiscountCodeRecord {
  id: number;
  site_id: number;
  code: string;
  percentage: number;
  minimum: number;
  country: string | null;
  active: boolean;
  valid_from: Date | null;
  valid_until: Date | null;
  created_at: Date;
  usage_count: number;
}

export interface DiscountCodeUse {
  order_id: string;
  account_id: number;
  status: string;
  used_at: Date;
}

/** An order holding the code counts as a use while pending, completed or refunded (orders_code_once). */
const USES = `o.site_id = d.site_id AND o.discount_code = d.code AND o.status IN ('pending','completed','refunded')`;
const COLUMNS = `d.id, d.site_id, d.code, d.percentage, d.minimum, trim(d.country) AS country, d.active,
  d.valid_from, d.valid_until, d.created_at, (SELECT count(*)::int FROM orders o WHERE ${USES}) AS usage_count`;

const LIST: AdminListSource<string> = {
  table: 'discount_codes d',
  columns: COLUMNS,
  filters: {
    id: anyOf('d.id', 'int', positiveInteger),
    site_id: equalTo('d.site_id', positiveInteger),
    q: (conditions, key, value) => {
      if (typeof value !== 'string' || value.length > 40) throw invalidFilter(key);
      conditions.add((p) => `d.code ILIKE ${p}`, `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    },
    active: equalTo('d.active', (key, value) => {
      if (typeof value !== 'boolean') throw invalidFilter(key);
      return value;
    }),
    country: equalTo('d.country', (key, value) => {
      if (typeof value !== 'string' || !/^[A-Za-z]{2}$/.test(value)) throw invalidFilter(key);
      return value.toUpperCase();
    }),
  },
  sortFields: ['id', 'code', 'percentage', 'valid_until', 'created_at'],
  defaultSort: { field: 'id', order: 'DESC' },
  nullable: ['valid_until'],
};

/** Discount codes for the operators' console: list, create, edit, and who used a code. */
@Injectable()
export class DiscountCodeAdminRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  page(params: AdminListParams): Promise<{ rows: DiscountCodeRecord[]; total: number }> {
    return readAdminList<DiscountCodeRecord>(this.dataSource, LIST, params);
  }

  async lock(manager: EntityManager, id: number): Promise<DiscountCodeRecord | null> {
    await manager.query(`SELECT 1 FROM discount_codes WHERE id = $1 FOR UPDATE`, [id]);
    return this.read(manager, id);
  }

  async read(manager: EntityManager, id: number): Promise<DiscountCodeRecord | null> {
    const [row] = (await manager.query(`SELECT ${COLUMNS} FROM discount_codes d WHERE d.id = $1`, [
      id,
    ])) as DiscountCodeRecord[];
    return row ?? null;
  }

  async siteExists(manager: EntityManager, siteId: number): Promise<boolean> {
    return (
      ((await manager.query(`SELECT 1 FROM site_settings WHERE id = $1`, [siteId])) as unknown[]).length > 0
    );
  }

  /** The new code's id, or null when the site has that code already. */
  async insert(manager: EntityManager, code: Record<string, unknown>): Promise<number | null> {
    const columns = Object.keys(code);
    const [row] = (await manager.query(
      `INSERT INTO discount_codes (${columns.join(', ')})
       VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})
       ON CONFLICT (site_id, code) DO NOTHING RETURNING id`,
      columns.map((column) => code[column]),
    )) as { id: number }[];
    return row?.id ?? null;
  }

  /** Sets the given columns; false when another code of the site has the new code already. */
  async update(manager: EntityManager, id: number, changes: Record<string, unknown>): Promise<boolean> {
    const columns = Object.keys(changes);
    if (changes.code !== undefined) {
      const taken = (await manager.query(
        `SELECT 1 FROM discount_codes WHERE code = $1 AND id <> $2
            AND site_id = (SELECT site_id FROM discount_codes WHERE id = $2)`,
        [changes.code, id],
      )) as unknown[];
      if (taken.length) return false;
    }
    // Two edits racing to the same code: the unique constraint refuses the second.
    return manager
      .query(
        `UPDATE discount_codes SET ${columns.map((column, i) => `${column} = $${i + 2}`).join(', ')} WHERE id = $1`,
        [id, ...columns.map((column) => changes[column])],
      )
      .then(
        () => true,
        (error: { code?: string }) => (error.code === '23505' ? false : Promise.reject(error)),
      );
  }

  /** The orders that used the code, newest first (at most 500). */
  uses(id: number): Promise<DiscountCodeUse[]> {
    return this.dataSource.query(
      `SELECT o.id AS order_id, o.account_id, o.status, o.created_at AS used_at
         FROM discount_codes d JOIN orders o ON ${USES}
        WHERE d.id = $1 ORDER BY o.created_at DESC, o.id LIMIT 500`,
      [id],
    );
  }
}
