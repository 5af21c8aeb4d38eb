import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { AdminListParams } from '../../shared/admin-list/admin-list-params';
import {
  type AdminListSource,
  anyOf,
  invalidFilter,
  equalTo,
  positiveInteger,
  readAdminList,
} from '../../shared/admin-list/list-params';

export interface BundlePrice {
  country: string;
  currency: string;
  /** Minor units. */
  amount: number;
}

/** A credit bundle with its price in each country it is sold in. */
export interface BundleRecord {
  id: number;
  site_id: number;
  credits: number;
  sort: number;
  popular: boolean;
  active: boolean;
  prices: BundlePrice[];
}

const COLUMNS = `b.id, b.site_id, b.credits, b.sort, b.popular, b.active,
  coalesce((SELECT jsonb_agg(jsonb_build_object('country', trim(p.country), 'currency', trim(p.currency),
    'amount', p.amount) ORDER BY p.country) FROM bundle_prices p WHERE p.bundle_id = b.id), '[]') AS prices`;

const LIST: AdminListSource<string> = {
  table: 'credit_bundles b',
  columns: COLUMNS,
  filters: {
    id: anyOf('b.id', 'int', positiveInteger),
    site_id: equalTo('b.site_id', positiveInteger),
    active: equalTo('b.active', (key, value) => {
      if (typeof value !== 'boolean') throw invalidFilter(key);
      return value;
    }),
    country: (conditions, key, value) => {
      if (typeof value !== 'string' || !/^[A-Za-z]{2}$/.test(value)) throw invalidFilter(key);
      conditions.add(
        (p) => `EXISTS (SELECT 1 FROM bundle_prices p WHERE p.bundle_id = b.id AND p.country = ${p})`,
        value.toUpperCase(),
      );
    },
  },
  sortFields: ['id', 'credits', 'sort', 'site_id'],
  defaultSort: { field: 'sort', order: 'ASC' },
};

/** Credit bundles and their prices per country, for the operators' console. */
@Injectable()
export class BundleAdminRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  page(params: AdminListParams): Promise<{ rows: BundleRecord[]; total: number }> {
    return readAdminList<BundleRecord>(this.dataSource, LIST, params);
  }

  async lock(manager: EntityManager, id: number): Promise<BundleRecord | null> {
    await manager.query(`SELECT 1 FROM credit_bundles WHERE id = $1 FOR UPDATE`, [id]);
    return this.read(manager, id);
  }

  async read(manager: EntityManager, id: number): Promise<BundleRecord | null> {
    const [row] = (await manager.query(`SELECT ${COLUMNS} FROM credit_bundles b WHERE b.id = $1`, [
      id,
    ])) as BundleRecord[];
    return row ?? null;
  }

  async siteExists(manager: EntityManager, siteId: number): Promise<boolean> {
    return (
      ((await manager.query(`SELECT 1 FROM site_settings WHERE id = $1`, [siteId])) as unknown[]).length > 0
    );
  }

  /** The new bundle's id, or null when the site sells a bundle of that many credits already. */
  async insert(
    manager: EntityManager,
    bundle: { site_id: number; credits: number; sort: number; popular: boolean; active: boolean },
  ): Promise<number | null> {
    const [row] = (await manager.query(
      `INSERT INTO credit_bundles (site_id, credits, sort, popular, active) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (site_id, credits) DO NOTHING RETURNING id`,
      [bundle.site_id, bundle.credits, bundle.sort, bundle.popular, bundle.active],
    )) as { id: number }[];
    return row?.id ?? null;
  }

  /** Sets the given columns of the bundle; false when the site has another bundle of those credits. */
  async update(manager: EntityManager, id: number, changes: Record<string, unknown>): Promise<boolean> {
    const columns = Object.keys(changes);
    if (!columns.length) return true;
    if (changes.credits !== undefined) {
      const taken = (await manager.query(
        `SELECT 1 FROM credit_bundles WHERE credits = $1 AND id <> $2
            AND site_id = (SELECT site_id FROM credit_bundles WHERE id = $2)`,
        [changes.credits, id],
      )) as unknown[];
      if (taken.length) return false;
    }
    // Two edits racing to the same credits: the unique constraint refuses the second.
    return manager
      .query(
        `UPDATE credit_bundles SET ${columns.map((column, i) => `${column} = $${i + 2}`).join(', ')} WHERE id = $1`,
        [id, ...columns.map((column) => changes[column])],
      )
      .then(
        () => true,
        (error: { code?: string }) => (error.code === '23505' ? false : Promise.reject(error)),
      );
  }

  /** Replaces the bundle's prices (a country left out is no longer sold there). */
  async replacePrices(manager: EntityManager, id: number, prices: BundlePrice[]): Promise<void> {
    await manager.query(`DELETE FROM bundle_prices WHERE bundle_id = $1`, [id]);
    if (!prices.length) return;
    await manager.query(
      `INSERT INTO bundle_prices (bundle_id, country, currency, amount)
       SELECT $1, * FROM unnest($2::char(2)[], $3::char(3)[], $4::int[])`,
      [id, prices.map((p) => p.country), prices.map((p) => p.currency), prices.map((p) => p.amount)],
    );
  }
}
