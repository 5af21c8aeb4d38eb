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

/** A gift of a site's catalogue as operators edit it. */
export interface GiftRecord {
  id: number;
  site_id: number;
  slug: string;
  /** Path under the site's media prefix (or an https URL). */
  image: string;
  /** The name per language; English always. */
  names: Record<string, string>;
  sort: number;
  active: boolean;
}

const COLUMNS = 'id, site_id, slug, image, names, sort, active';

const LIST: AdminListSource<string> = {
  table: 'gifts',
  columns: COLUMNS,
  filters: {
    id: anyOf('id', 'int', positiveInteger),
    site_id: equalTo('site_id', positiveInteger),
    active: equalTo('active', (key, value) => {
      if (typeof value !== 'boolean') throw invalidFilter(key);
      return value;
    }),
    q: (conditions, key, value) => {
      if (typeof value !== 'string' || value.length > 60) throw invalidFilter(key);
      const pattern = `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conditions.add((p) => `(slug ILIKE ${p} OR names::text ILIKE ${p})`, pattern);
    },
  },
  sortFields: ['id', 'sort', 'slug', 'site_id'],
  defaultSort: { field: 'sort', order: 'ASC' },
};

/** The gift catalogues for the operators' console. */
@Injectable()
export class GiftAdminRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  page(params: AdminListParams): Promise<{ rows: GiftRecord[]; total: number }> {
    return readAdminList<GiftRecord>(this.dataSource, LIST, params);
  }

  async lock(manager: EntityManager, id: number): Promise<GiftRecord | null> {
    const [row] = (await manager.query(`SELECT ${COLUMNS} FROM gifts WHERE id = $1 FOR UPDATE`, [
      id,
    ])) as GiftRecord[];
    return row ?? null;
  }

  async siteExists(manager: EntityManager, siteId: number): Promise<boolean> {
    return (
      ((await manager.query(`SELECT 1 FROM site_settings WHERE id = $1`, [siteId])) as unknown[]).length > 0
    );
  }

  /** The new gift, or null when the site has a gift of that slug already. */
  async insert(manager: EntityManager, gift: Omit<GiftRecord, 'id'>): Promise<GiftRecord | null> {
    const [row] = (await manager.query(
      `INSERT INTO gifts (site_id, slug, image, names, sort, active) VALUES ($1, $2, $3, $4::jsonb, $5, $6)
       ON CONFLICT (site_id, slug) DO NOTHING RETURNING ${COLUMNS}`,
      [gift.site_id, gift.slug, gift.image, JSON.stringify(gift.names), gift.sort, gift.active],
    )) as GiftRecord[];
    return row ?? null;
  }

  /** The gift after the change, or null when another gift of the site has the new slug. */
  async update(
    manager: EntityManager,
    id: number,
    changes: Record<string, unknown>,
  ): Promise<GiftRecord | null> {
    if (changes.slug !== undefined) {
      const taken = (await manager.query(
        `SELECT 1 FROM gifts WHERE slug = $1 AND id <> $2 AND site_id = (SELECT site_id FROM gifts WHERE id = $2)`,
        [changes.slug, id],
      )) as unknown[];
      if (taken.length) return null;
    }
    const columns = Object.keys(changes);
    const values = columns.map((column) =>
      column === 'names' ? JSON.stringify(changes[column]) : changes[column],
    );
    try {
      const [rows] = (await manager.query(
        `UPDATE gifts SET ${columns.map((column, i) => `${column} = $${i + 2}`).join(', ')}
          WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, ...values],
      )) as [GiftRecord[], number];
      return rows[0]!;
    } catch (error) {
      // Two edits racing to the same slug: the unique constraint refuses the second.
      if ((error as { code?: string }).code === '23505') return null;
      throw error;
    }
  }
}
