import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { AdminListParams } from '../../shared/admin-list/admin-list-params';
import {
  type AdminListSource,
  anyOf,
  equalTo,
  invalidFilter,
  oneOf,
  positiveInteger,
  readAdminList,
  type FilterRule,
} from '../../shared/admin-list/list-params';

/** site_settings as the console sees it: every column but the push private key, countries trimmed. */
const SITE_COLUMNS = `id, is_default, name, domain, domain_language, cdn_prefix, description, index_title,
  array(SELECT trim(c) FROM unnest(countries) c) AS countries, signups, logged_out_search,
  logged_out_search_trafficsource, enable_site_entry_popup, push_public_key, minimum_message_costs,
  fictional_icon, visible_profile_fields, visible_profile_notes, message_credits, photo_credits, gift_credits,
  signup_credits, message_length, support_email, search_fields, fictional_warning, fictional_singular,
  fictional_plural, refund_days, member_resell, photo_moderation, photo_safety_threshold, time_zone, message_retention_days`;

export type SiteAdminRecord = Record<string, unknown> & { id: number; domain: string };
export type CompanyInfoRecord = Record<string, unknown> & { id: number };

const COMPANY_COLUMNS = `c.site_id AS id, c.site_id, s.name AS site_name, s.domain, c.name, c.address, c.kvk,
  c.city, c.country, c.tradenames, c.vat_numbers, c.support_phone, c.delete_discount`;

/** Case-insensitive "contains", for the console's search box. */
const contains =
  (columns: string[]): FilterRule =>
  (conditions, key, value) => {
    if (typeof value !== 'string' || value.length > 200) throw invalidFilter(key);
    const pattern = `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.add((p) => `(${columns.map((column) => `${column} ILIKE ${p}`).join(' OR ')})`, pattern);
  };

const SITE_LIST: AdminListSource<string> = {
  table: 'site_settings',
  columns: SITE_COLUMNS,
  filters: {
    id: anyOf('id', 'int', positiveInteger),
    q: contains(['name', 'domain']),
    domain_language: equalTo('domain_language', (key, value) =>
      oneOf(key, value, ['en', 'de', 'es', 'fr', 'it', 'nl', 'pl']),
    ),
    signups: equalTo('signups', (key, value) => oneOf(key, value, ['all', 'with_trafficsource', 'none'])),
  },
  sortFields: ['id', 'name', 'domain'],
  defaultSort: { field: 'id', order: 'ASC' },
};

const COMPANY_LIST: AdminListSource<string> = {
  table: 'company_info c JOIN site_settings s ON s.id = c.site_id',
  columns: COMPANY_COLUMNS,
  filters: {
    id: anyOf('c.site_id', 'int', positiveInteger),
    q: contains(['c.name', 'c.kvk', 'c.city', 's.domain']),
  },
  sortFields: ['id', 'name'],
  defaultSort: { field: 'id', order: 'ASC' },
};

/** The console's reads and writes of site_settings and company_info (operators, issue 14 §2). */
@Injectable()
export class SiteAdminRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  sitesPage(params: AdminListParams): Promise<{ rows: SiteAdminRecord[]; total: number }> {
    return readAdminList<SiteAdminRecord>(this.dataSource, SITE_LIST, params);
  }

  companyInfoPage(params: AdminListParams): Promise<{ rows: CompanyInfoRecord[]; total: number }> {
    return readAdminList<CompanyInfoRecord>(this.dataSource, COMPANY_LIST, params);
  }

  /** The site's settings, locked until the transaction ends; null when there is no such site. */
  async lockSite(manager: EntityManager, id: number): Promise<SiteAdminRecord | null> {
    const [row] = (await manager.query(`SELECT ${SITE_COLUMNS} FROM site_settings WHERE id = $1 FOR UPDATE`, [
      id,
    ])) as SiteAdminRecord[];
    return row ?? null;
  }

  async domainTaken(manager: EntityManager, domain: string, exceptId: number): Promise<boolean> {
    const rows = (await manager.query(`SELECT 1 FROM site_settings WHERE domain = $1 AND id <> $2`, [
      domain,
      exceptId,
    ])) as unknown[];
    return rows.length > 0;
  }

  /**
   * Sets the given columns (names from the settings rules only, values as parameters); false when
   * another site has the new domain (two edits racing to it: the unique constraint refuses the second).
   */
  updateSite(manager: EntityManager, id: number, changes: Record<string, unknown>): Promise<boolean> {
    return this.update(manager, 'site_settings', 'id', id, changes, ', updated_at = now()').then(
      () => true,
      (error: { code?: string }) => (error.code === '23505' ? false : Promise.reject(error)),
    );
  }

  /** The site a new one starts from: the default site (else the first), locked; null when there are none. */
  async lockTemplateSite(manager: EntityManager): Promise<SiteAdminRecord | null> {
    const [row] = (await manager.query(
      `SELECT ${SITE_COLUMNS} FROM site_settings ORDER BY is_default DESC, id LIMIT 1 FOR SHARE`,
    )) as SiteAdminRecord[];
    return row ?? null;
  }

  /**
   * Adds a site with these settings (names from the settings rules only, values as parameters), its push
   * key pair and a copy of the company info of the site `companyOf` (none: the first site, made the
   * default); null when the domain is taken (the unique constraint decides, so two creates racing to one
   * domain cannot both win).
   */
  async insertSite(
    manager: EntityManager,
    settings: Record<string, unknown>,
    pushKeys: { publicKey: string; privateKey: string },
    companyOf: number | null,
  ): Promise<SiteAdminRecord | null> {
    const columns = Object.keys(settings);
    const values = columns.map((column) => databaseValue(settings[column]));
    const inserted = (await manager.query(
      `INSERT INTO site_settings (is_default, push_public_key, push_private_key, ${columns.join(', ')})
       VALUES ($1, $2, $3, ${columns.map((_, i) => `$${i + 4}`).join(', ')})
       ON CONFLICT (domain) DO NOTHING
       RETURNING ${SITE_COLUMNS}`,
      [companyOf === null, pushKeys.publicKey, pushKeys.privateKey, ...values],
    )) as SiteAdminRecord[];
    const site = inserted[0];
    if (!site) return null;
    if (companyOf !== null)
      await manager.query(
        `INSERT INTO company_info (site_id, name, address, kvk, city, country, tradenames, vat_numbers,
                                 support_phone, delete_discount)
       SELECT $1, name, address, kvk, city, country, tradenames, vat_numbers, support_phone, delete_discount
         FROM company_info WHERE site_id = $2`,
        [site.id, companyOf],
      );
    return site;
  }

  async lockCompanyInfo(manager: EntityManager, siteId: number): Promise<CompanyInfoRecord | null> {
    const [row] = (await manager.query(
      `SELECT ${COMPANY_COLUMNS} FROM company_info c JOIN site_settings s ON s.id = c.site_id
        WHERE c.site_id = $1 FOR UPDATE OF c`,
      [siteId],
    )) as CompanyInfoRecord[];
    return row ?? null;
  }

  async updateCompanyInfo(
    manager: EntityManager,
    siteId: number,
    changes: Record<string, unknown>,
  ): Promise<void> {
    await this.update(manager, 'company_info', 'site_id', siteId, changes);
  }

  private async update(
    manager: EntityManager,
    table: string,
    key: string,
    id: number,
    changes: Record<string, unknown>,
    more = '',
  ): Promise<void> {
    const columns = Object.keys(changes);
    if (!columns.length) return;
    const values = columns.map((column) => databaseValue(changes[column]));
    await manager.query(
      `UPDATE ${table} SET ${columns.map((column, i) => `${column} = $${i + 2}`).join(', ')}${more}
        WHERE ${key} = $1`,
      [id, ...values],
    );
  }
}

/** jsonb columns take JSON text; arrays go as PostgreSQL arrays. */
function databaseValue(value: unknown): unknown {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? JSON.stringify(value) : value;
}
