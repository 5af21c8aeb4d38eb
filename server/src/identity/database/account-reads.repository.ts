import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { preparedRow } from '../../shared/database/prepared-query';
import { AccountRowCache } from './account-row.cache';
import { CURRENT_COLUMNS, type CurrentAccountRow, type SessionCheckRow } from './account-rows';

export interface NotificationRecipientRow {
  id: number;
  site_id: number;
  email: string;
  language: string;
  notifications_disabled: string[];
  deleted: boolean;
}

/**
 * The reads every authenticated request makes (the session check, user.php), in plain SQL by primary
 * key: they are the hottest statements of the app.
 */
@Injectable()
export class AccountReadsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: AccountRowCache,
  ) {}

  /**
   * The session check and, for a live account, the account as user.php shows it: one read by key, served
   * from this instance's cache while the row is unchanged.
   */
  sessionCheck(accountId: number): Promise<(SessionCheckRow & CurrentAccountRow) | null> {
    return this.cache.read(accountId, () => this.readSessionCheck(accountId));
  }

  private readSessionCheck(accountId: number): Promise<(SessionCheckRow & CurrentAccountRow) | null> {
    return preparedRow<SessionCheckRow & CurrentAccountRow>(
      this.dataSource,
      'identity-session-check',
      `SELECT session_epoch, deleted_at IS NOT NULL AS deleted, banned_at IS NOT NULL AS banned, ${CURRENT_COLUMNS} FROM accounts WHERE id = $1`,
      [accountId],
    );
  }

  /** What notifications needs to mail the member, read from the table (never the cache). */
  notificationRecipient(accountId: number): Promise<NotificationRecipientRow | null> {
    return preparedRow<NotificationRecipientRow>(
      this.dataSource,
      'identity-notification-recipient',
      `SELECT id, site_id, email, rtrim(language) AS language, notifications_disabled,
              (deleted_at IS NOT NULL OR erased_at IS NOT NULL) AS deleted
         FROM accounts WHERE id = $1`,
      [accountId],
    );
  }

  /** The same from the session check's cache (an erased account is deleted as well). */
  async cachedNotificationRecipient(accountId: number): Promise<NotificationRecipientRow | null> {
    const row = await this.sessionCheck(accountId);
    if (!row) return null;
    return {
      id: row.id,
      site_id: row.site_id,
      email: row.email,
      language: row.language,
      notifications_disabled: row.notifications_disabled,
      deleted: row.deleted,
    };
  }

  /** The account as user.php shows it; null when deleted. Served from the session check's cache. */
  async current(accountId: number): Promise<CurrentAccountRow | null> {
    const row = await this.sessionCheck(accountId);
    if (!row || row.deleted) return null;
    return {
      id: row.id,
      site_id: row.site_id,
      email: row.email,
      status: row.status,
      paid_user: row.paid_user,
      notifications_disabled: row.notifications_disabled,
      language: row.language,
      invisible: row.invisible,
      created_at: row.created_at,
    };
  }
}
