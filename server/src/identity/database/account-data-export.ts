import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

@Injectable()
export class AccountDataExportReader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The account as its member may read it back: no password hash, no session epoch. */
  async read(accountId: number): Promise<unknown> {
    const [account] = (await this.dataSource.query(
      `SELECT id, email, site_id, status, language, display_name, paid_user, invisible, notifications_disabled,
              tracking, created_at, activated_at, last_login_at
         FROM accounts
        WHERE id = $1 AND erased_at IS NULL`,
      [accountId],
    )) as unknown[];
    return account ?? null;
  }
}
