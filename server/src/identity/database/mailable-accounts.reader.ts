import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** Accounts a mail to many members may go to: activated, not deleted, address not disabled. */
@Injectable()
export class MailableAccountsReader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async page(siteId: number | null, afterId: number, limit: number): Promise<number[]> {
    const rows = (await this.dataSource.query(
      `SELECT id FROM accounts
       WHERE id > $2 AND ($1::int IS NULL OR site_id = $1) AND status = 'activated'
         AND deleted_at IS NULL AND erased_at IS NULL AND cardinality(notifications_disabled) = 0
       ORDER BY id LIMIT $3`,
      [siteId, afterId, limit],
    )) as { id: number }[];
    return rows.map((row) => row.id);
  }
}
