import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { preparedQuery } from '../../shared/database/prepared-query';

export interface GiftRow {
  id: number;
  site_id: number;
  image: string;
  names: Record<string, string>;
  active: boolean;
}

/** The sites' gift catalogues. */
@Injectable()
export class GiftsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The site's gifts on offer, in catalogue order. */
  catalogue(siteId: number): Promise<GiftRow[]> {
    return preparedQuery<GiftRow>(
      this.dataSource,
      'messaging-gift-catalogue',
      `SELECT id, site_id, image, names, active FROM gifts WHERE site_id = $1 AND active ORDER BY sort, id`,
      [siteId],
    );
  }

  /** Gifts by id, offered or not (a message keeps showing a gift taken out of the catalogue). */
  async byIds(ids: number[]): Promise<GiftRow[]> {
    if (!ids.length) return [];
    return (await this.dataSource.query(
      `SELECT id, site_id, image, names, active FROM gifts WHERE id = ANY($1::int[])`,
      [ids],
    )) as GiftRow[];
  }
}
