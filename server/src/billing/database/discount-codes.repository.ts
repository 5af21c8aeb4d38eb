import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { StoredCode } from '../domain/discounts';

/** The discount codes operators create per site. */
@Injectable()
export class DiscountCodesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The site's code, spelled in upper case, or null. */
  async find(siteId: number, code: string): Promise<StoredCode | null> {
    const [row] = (await this.dataSource.query(
      `SELECT code, percentage, minimum, trim(country) AS country, active, valid_from, valid_until
         FROM discount_codes WHERE site_id = $1 AND code = $2`,
      [siteId, code],
    )) as Array<
      Omit<StoredCode, 'validUntil' | 'validFrom'> & { valid_from: Date | null; valid_until: Date | null }
    >;
    if (!row) return null;
    const { valid_from, valid_until, ...stored } = row;
    return { ...stored, validFrom: valid_from, validUntil: valid_until };
  }
}
