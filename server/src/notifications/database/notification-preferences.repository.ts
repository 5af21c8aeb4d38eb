import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { firstRow } from '../../shared/database/first-row';
import type { EmailNotificationType, NotificationFrequency } from '../notifications.contracts';
import { preparedRow } from '../../shared/database/prepared-query';
import { NotificationPreferencesCache } from './notification-preferences.cache';
import type { NotificationPreferencesRow } from './notification-preferences.row';

/** What one change sets; the columns it leaves out keep their values. */
export interface NotificationPreferencesChange {
  email?: Partial<Record<EmailNotificationType, boolean>>;
  frequency?: { messages?: NotificationFrequency; likes?: NotificationFrequency };
}

const EMAIL_COLUMNS: Record<EmailNotificationType, string> = {
  new_conversations: 'new_conversations',
  new_messages: 'new_messages',
  like: '"like"',
  unread_message_reminders: 'unread_message_reminders',
  promotions: 'promotions',
  weekly_updates: 'weekly_updates',
  news: 'news',
  reminders: 'reminders',
};

const COLUMNS = `new_conversations, new_messages, "like", unread_message_reminders, promotions, weekly_updates,
  news, reminders, messages_frequency, likes_frequency`;

/** The members' e-mail notification switches and frequencies. */
@Injectable()
export class NotificationPreferencesRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: NotificationPreferencesCache,
  ) {}

  /** The member's row from this instance's cache while it is unchanged. */
  findCached(accountId: number): Promise<NotificationPreferencesRow | null> {
    return this.cache.read(accountId, () => this.find(accountId));
  }

  /** The member's row; null when they never changed anything (the defaults apply). */
  find(accountId: number): Promise<NotificationPreferencesRow | null> {
    return preparedRow<NotificationPreferencesRow>(
      this.dataSource,
      'notifications-preferences',
      `SELECT ${COLUMNS} FROM notification_preferences WHERE account_id = $1`,
      [accountId],
    );
  }

  /**
   * Sets the given switches in one statement (an upsert writing only those columns), so changes made at
   * the same time to different switches all land. Answers the row after the change.
   */
  async change(
    accountId: number,
    change: NotificationPreferencesChange,
    now: Date,
  ): Promise<NotificationPreferencesRow> {
    const columns: string[] = [];
    const values: unknown[] = [accountId, now];
    for (const [type, on] of Object.entries(change.email ?? {}) as [EmailNotificationType, boolean][]) {
      values.push(on);
      columns.push(EMAIL_COLUMNS[type]);
    }
    if (change.frequency?.messages) {
      values.push(change.frequency.messages);
      columns.push('messages_frequency');
    }
    if (change.frequency?.likes) {
      values.push(change.frequency.likes);
      columns.push('likes_frequency');
    }
    const params = columns.map((_, index) => `$${index + 3}`);
    const updates = columns.map((column) => `${column} = EXCLUDED.${column}`);
    this.cache.writing(accountId);
    const row = await firstRow<NotificationPreferencesRow>(
      this.dataSource,
      `INSERT INTO notification_preferences AS p (account_id, updated_at${columns.map((c) => `, ${c}`).join('')})
       VALUES ($1, $2${params.map((p) => `, ${p}`).join('')})
       ON CONFLICT (account_id) DO UPDATE SET updated_at = EXCLUDED.updated_at${updates.map((u) => `, ${u}`).join('')}
       RETURNING ${COLUMNS}`,
      values,
    );
    return row!;
  }

  /** Switches one type off (the one-click unsubscribe). */
  async switchOff(accountId: number, type: EmailNotificationType, now: Date): Promise<void> {
    await this.change(accountId, { email: { [type]: false } }, now);
  }
}

/** Erasure: the member's preferences go with the rest of their data (in the outbox delivery's transaction). */
export async function eraseNotificationPreferencesOf(
  manager: EntityManager,
  accountId: number,
): Promise<void> {
  await manager.query(`DELETE FROM notification_preferences WHERE account_id = $1`, [accountId]);
}
