import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

export interface SessionCheckRow {
  session_epoch: number;
  deleted: boolean;
}

export interface CurrentAccountRow {
  id: number;
  site_id: number;
  email: string;
  status: 'not_confirmed' | 'activated';
  paid_user: boolean;
  notifications_disabled: string[];
  language: string;
  invisible: boolean;
  created_at: Date;
}

/**
 * The reads every authenticated request makes (the session check, user.php), in plain SQL by primary
 * key: they are the hottest statements of the app.
 */
@Injectable()
export class AccountReadsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async sessionCheck(accountId: number): Promise<SessionCheckRow | null> {
    const [row] = (await this.dataSource.query(
      `SELECT session_epoch, deleted_at IS NOT NULL AS deleted FROM accounts WHERE id = $1`,
      [accountId],
    )) as SessionCheckRow[];
    return row ?? null;
  }

  /** The account as user.php shows it; null when deleted. */
  async current(accountId: number): Promise<CurrentAccountRow | null> {
    const [row] = (await this.dataSource.query(
      `SELECT id, site_id, email, status, paid_user, notifications_disabled, rtrim(language) AS language,
              invisible, created_at
         FROM accounts WHERE id = $1 AND deleted_at IS NULL`,
      [accountId],
    )) as CurrentAccountRow[];
    return row ?? null;
  }
}
