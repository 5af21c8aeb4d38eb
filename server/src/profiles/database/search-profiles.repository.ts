import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { StoredGeocode } from './profile.entity';

/** What search indexes of a profile (matching's read model, built from profiles' events). */
export interface SearchProfileRow {
  id: number;
  site_id: number;
  status: 'enabled' | 'disabled';
  gender: string;
  seeking: string;
  birth_date: string;
  country: string;
  region_id: number | null;
  city: string;
  geocode: StoredGeocode | null;
  fictional: boolean;
  hair_color: string | null;
  eye_color: string | null;
  body_type: string | null;
  relationship_status: string | null;
  last_active_at: Date;
}

const SEARCH_PROFILE_COLUMNS = `id, site_id, status, gender, seeking, to_char(birth_date, 'YYYY-MM-DD') AS birth_date,
  trim(country) AS country, region_id, city, geocode, fictional, hair_color, eye_color, body_type,
  relationship_status, last_active_at`;

@Injectable()
export class SearchProfilesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async byIds(ids: number[]): Promise<SearchProfileRow[]> {
    if (!ids.length) return [];
    return (await this.dataSource.query(
      `SELECT ${SEARCH_PROFILE_COLUMNS} FROM profiles WHERE id = ANY($1::int[])`,
      [ids],
    )) as SearchProfileRow[];
  }

  /** The ids of the next `limit` profiles after `afterId` (search checks its index in these pages). */
  async idsAfter(afterId: number, limit: number): Promise<number[]> {
    const rows = (await this.dataSource.query(`SELECT id FROM profiles WHERE id > $1 ORDER BY id LIMIT $2`, [
      afterId,
      limit,
    ])) as { id: number }[];
    return rows.map((row) => row.id);
  }
}
